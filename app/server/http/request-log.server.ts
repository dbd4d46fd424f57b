// The request log: no query, no bodies, no PII.
import type { RequestHandler } from "express";
import { stepNameForPath } from "~/analytics/events";
import { analyticsFields } from "~/analytics/track.server";
import type { Locale } from "~/i18n/locales";
import type { AppServices } from "~/services.server";

export function requestLog(services: Pick<AppServices, "log" | "analytics" | "userIdOf">): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      services.log.info(
        {
          method: req.method,
          path: req.path,
          statusCode: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        "request",
      );
      // Server-side page views count people without JavaScript too (the browser's data layer counts the rest).
      const stepName = req.method === "GET" && res.statusCode === 200 ? stepNameForPath(req.path) : null;
      if (stepName && res.locals.session) {
        services.analytics.emit({
          ...analyticsFields(res.locals.session.data, services.userIdOf, res.locals.locale as Locale),
          event: "page_view",
          step_name: stepName,
        });
      }
    });
    next();
  };
}
