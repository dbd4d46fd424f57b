// The Express app, in the order a request meets it; start-up and shutdown are server.ts's.
import { readdirSync } from "node:fs";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express, { type Express } from "express";
import { maintenanceRedirect } from "~/domain/maintenance";
import { clientKey } from "./client-key.server";
import { plainAnswer, refuseUnreadable, sendPlainPage } from "./plain-pages.server";
import { requestScope } from "~/server/observability/context.server";
import { httpMetrics } from "~/server/observability/http-metrics.server";
import { traceRequests } from "~/server/observability/tracing.server";
import { isStoreUnavailable } from "~/server/redis.server";
import type { Locale } from "~/i18n/locales";
import type { AppServices } from "~/services.server";
import { requestContext } from "./request-context.server";
import type { RequestSession } from "~/session/request-session.server";
import { boundBodies, FORM_BODY_MAX_BYTES } from "./body-limit.server";
import { gateAnswer, type Replacement } from "./answer-gate.server";
import { crossSiteRefusal } from "./cross-site.server";
import { errorHandler, unavailableAnswer } from "./error-handler.server";
import { postLimits, resolveRoutes } from "./rate-limits.server";
import { canonicalDataPath } from "./route-resolver.server";
import { requestLog } from "./request-log.server";
import { requestTarget } from "./request-target.server";
import { STREAMED_UPLOAD_ROUTES } from "./route-policy";

import { securityHeaders } from "./security-headers.server";
import { loadSession } from "./session-middleware.server";

export interface MockMounts {
  mountControls(app: Express, services: AppServices): void;
  ownsPath(path: string): boolean;
  mountSeeds(app: Express, services: AppServices): void;
}

export function rendersDocument(url: URL): boolean {
  return !url.pathname.endsWith(".data") && !url.searchParams.has("_data");
}

export function createApp(options: {
  services: AppServices;
  build: ServerBuild;
  mock: MockMounts | null;
  tracing: boolean;
}): Express {
  const { services, build, mock } = options;
  const { env, log, metrics } = services;
  const app = express();
  app.disable("x-powered-by");
  // Plain key=value queries only (no nested objects or arrays from brackets).
  app.set("query parser", "simple");
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  app.use(requestScope(env.TRUST_PROXY));
  if (options.tracing) app.use(traceRequests(env.TRUST_PROXY));
  app.use(httpMetrics(metrics));
  // Every answer gets the security headers, health checks and refusals included (static files too).
  app.use(securityHeaders(env));
  app.use(compression());
  // One method list and one spelling of the path for every layer below, Remix's included (ADR 0055).
  app.use(requestTarget(env.BRAND_NAME));
  // Metrics are served on METRICS_PORT only: the public listener refuses the path outright.
  app.use("/metrics", (_req, res) => void res.status(404).type("text").send("Not found."));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  app.get("/readyz", async (_req, res) => {
    const readiness = await services.readiness();
    res
      .set("Cache-Control", "no-store")
      .status(readiness.ready ? 200 : 503)
      .json(readiness);
  });

  // Fingerprinted assets never change; the rest of public/ may. Whole files only: a Range's part would
  // not be the bytes its Content-Range counts once compressed (RFC 9110 lets a server ignore Range).
  app.use(
    "/build",
    express.static("public/build", { immutable: true, maxAge: "1y", index: false, acceptRanges: false }),
  );
  // Only the names public/ holds at start: a static mount for every path stats the disk on every page.
  const publicNames = readdirSync("public").filter((name) => name !== "build");
  const publicFiles = express.static("public", { maxAge: "1h", index: false, acceptRanges: false });
  app.use((req, res, next) =>
    publicNames.includes(req.path.split("/")[1] ?? "") ? publicFiles(req, res, next) : next(),
  );

  app.use(requestLog(services));
  app.use(resolveRoutes(build.routes, env.BRAND_NAME));
  app.use(postLimits(services));

  // Defence in depth next to the CSRF token: refuse cross-site POSTs outright.
  app.use(crossSiteRefusal(env.TRUST_PROXY));

  mock?.mountControls(app, services);

  // Maintenance, SPEC §2.1 'any other path' (ADR 0017).
  app.use(async (req, res, next) => {
    const to = await maintenanceRedirect(req.path, () => services.isMaintenance());
    if (!to) return next();
    res.set("Cache-Control", "no-store").redirect(req.method === "GET" ? 302 : 303, to);
  });

  // Refused before any session or render, so floods of them stay cheap.
  const boundedBodies = boundBodies(
    (routeId) => (routeId ? STREAMED_UPLOAD_ROUTES.get(routeId) : undefined) ?? FORM_BODY_MAX_BYTES,
    (req, res, why) => {
      log.info({ method: req.method, path: req.path, why }, "body refused unread");
      res.status(why === "tooLarge" ? 413 : 411).set("Cache-Control", "no-store");
      void sendPlainPage(req, res, env.BRAND_NAME, why === "tooLarge" ? "tooLarge" : "unreadable", req.path);
    },
  );
  // The mock's test seeds (mounted below, tests only) read their own small JSON bodies.
  app.use((req, res, next) => (mock?.ownsPath(req.path) ? next() : boundedBodies(req, res, next)));

  // Forwarded headers reach Remix only from a trusted proxy: Remix compares Origin with
  // X-Forwarded-Host and fails the post when they differ.
  if (!env.TRUST_PROXY) {
    app.use((req, _res, next) => {
      for (const name of Object.keys(req.headers)) if (name.startsWith("x-forwarded-")) delete req.headers[name];
      next();
    });
  }

  // Saved once, when Remix starts its answer; a failed request (5xx) keeps nothing it half did.
  app.use((req, res, next) => {
    gateAnswer(res, () => beforeAnswer(req, res));
    next();
  });

  app.use(loadSession(services));

  mock?.mountSeeds(app, services);

  // Single fetch never asks for '?_data=': a probe, refused before the router logs it as an error.
  app.use((req, res, next) => {
    if (!Object.prototype.hasOwnProperty.call(req.query, "_data")) return next();
    refuseUnreadable(req, res, env.BRAND_NAME);
  });

  app.use(
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: (req, res) =>
        requestContext(services, {
          nonce: res.locals.nonce as string,
          session: res.locals.session as RequestSession,
          clientIp: clientKey(req.ip),
          method: req.method,
          locale: res.locals.locale as Locale,
          rendersDocument: rendersDocument(new URL(req.originalUrl, "http://localhost")),
        }),
    }),
  );

  app.use(errorHandler(log, env.BRAND_NAME));
  return app;

  /** The 503 page while Redis is down, or the 429 page past a client's new-session budget (ADR 0082); else saves. */
  async function beforeAnswer(req: express.Request, res: express.Response): Promise<Replacement | null> {
    const session = res.locals.session as RequestSession | undefined;
    try {
      if (res.statusCode >= 500) {
        if (services.redis && services.redis.status !== "ready") throw new Error(`redis ${services.redis.status}`);
        return null;
      }
      if (!session) return null;
      if (req.method !== "POST" && session.awaitsFirstRecord) {
        if (!(await services.guesses.allowNewSession(clientKey(req.ip)))) {
          metrics.rateLimited.inc({ limiter: "session" });
          // A page that only remembers the visit's campaign is true without it: sent, not stored, as a
          // campaign call past its budget is left out (ADR 0082). A card chosen is not.
          if (session.keepsOnlyTheCampaign) return null;
          const page = await plainAnswer(req, res, 429, env.BRAND_NAME, "tooManyVisits", retryTarget(req.originalUrl));
          return { ...page, headers: { ...page.headers, "Cache-Control": "no-store", "Retry-After": "60" } };
        }
      }
      await session.save();
      return null;
    } catch (error) {
      if (!isStoreUnavailable(error) && !(services.redis && services.redis.status !== "ready")) throw error;
      log.warn({ method: req.method, path: req.path }, "session store unreachable: 503");
      return unavailableAnswer(req, res, env.BRAND_NAME);
    }
  }
}

function retryTarget(originalUrl: string): string {
  const url = new URL(originalUrl, "http://localhost");
  return `${canonicalDataPath(url.pathname)}${url.search}`;
}
