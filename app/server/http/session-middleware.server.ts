import type { RequestHandler } from "express";
import { brandEntryPath } from "~/domain/entry-paths";
import { firstVisitAnswer } from "~/domain/routing";
import { requestLocale } from "~/i18n/locale.server";
import type { AppServices } from "~/services.server";
import type { EndReason } from "~/session/request-session.server";
import { sendPlainPage } from "./plain-pages.server";
import { SESSIONLESS_ROUTES } from "./route-policy";

const END_OUTCOMES: Record<EndReason, string> = { idle: "ended", newer: "newer_version", invalid: "unreadable" };

export function loadSession(services: Pick<AppServices, "env" | "sessions" | "audit">): RequestHandler {
  const basicEntry = brandEntryPath(services.env.BRAND_NAME);
  return async (req, res, next) => {
    if (SESSIONLESS_ROUTES.has(res.locals.routeId as string) && !req.path.endsWith(".data")) return next();
    try {
      const session = await services.sessions.load(req.get("cookie"), (header) => res.append("Set-Cookie", header));
      res.locals.session = session;
      res.locals.locale = await requestLocale(session.data.locale, req.get("accept-language"));
      if (session.status === "expired") {
        services.audit({ action: "session.expired", outcome: END_OUTCOMES[session.endedBecause ?? "idle"] });
      }
      res.set("Cache-Control", "no-store");
      // SPEC §2.1 'at start': a first visit begins only on an entry or whitelisted page (ADR 0003).
      if (session.status === "new" && (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data")) {
        const first = firstVisitAnswer(req.path, new URL(req.originalUrl, "http://localhost").searchParams, basicEntry);
        if (first && "redirect" in first) return res.redirect(302, first.redirect);
        if (first) {
          // 403: understood and refused — no application can be kept without the cookie. Not 200, so
          // the page is never taken for the entry page's content (search engines, monitoring).
          res.removeHeader("Set-Cookie");
          res.status(403);
          return sendPlainPage(req, res, services.env.BRAND_NAME, "cookiesBlocked", first.cookiesBlocked.retry);
        }
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
