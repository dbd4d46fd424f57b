// The Express application, in the order a request meets it: ids, traces and metrics; security
// headers; the method and the path's one spelling; health; static files (compressed); the request
// log; route resolution and rate limits; cross-site refusal; maintenance; bounded bodies; the session
// (not for the banner's poll); Remix; the error handler. Start-up and shutdown are server.ts's.
import type { ServerBuild } from "@remix-run/node";
import express, { type Express } from "express";
import { maintenanceRedirect } from "~/domain/maintenance";
import { clientKey } from "./client-key.server";
import { refuseUnreadable, sendPlainPage } from "./plain-pages.server";
import { requestScope } from "~/server/observability/context.server";
import { httpMetrics } from "~/server/observability/http-metrics.server";
import { traceRequests } from "~/server/observability/tracing.server";
import { StoreUnavailableError } from "~/server/redis.server";
import type { Locale } from "~/i18n/locales";
import { requestContext, type AppServices } from "~/server/services.server";
import type { RequestSession } from "~/session/manager.server";
import { boundBodies, FORM_BODY_MAX_BYTES } from "./body-limit.server";
import { buildAssets } from "./build-assets.server";
import { crossSiteRefusal } from "./cross-site.server";
import { errorHandler } from "./error-handler.server";
import { compressedFiles, publicFiles } from "./public-files.server";
import { postLimits, resolveRoutes } from "./rate-limits.server";
import { canonicalDataPath } from "./route-resolver.server";
import { remixHandler, type ReadBody } from "./remix-handler.server";
import { requestLog } from "./request-log.server";
import { requestTarget } from "./request-target.server";
import { STREAMED_UPLOAD_ROUTES } from "./route-policy";
import { securityHeaders } from "./security-headers.server";
import { loadSession } from "./session-middleware.server";

/** What the built-in mock (dev/mock-entry.ts, its own bundle) mounts when no bank is configured. */
export interface MockMounts {
  mountControls(app: Express, services: AppServices): void;
  ownsPath(path: string): boolean;
  mountSeeds(app: Express, services: AppServices): void;
}

/** Whether Remix answers this URL with a document, whose texts then go by reference (ADR 0202). */
export function rendersDocument(url: URL): boolean {
  return !url.pathname.endsWith(".data") && !url.searchParams.has("_data");
}

export function createApp(options: {
  services: AppServices;
  build: ServerBuild;
  mock: MockMounts | null;
  /** OpenTelemetry traces are on (a span per request). */
  tracing: boolean;
}): Express {
  const { services, build, mock } = options;
  const { env, log, metrics } = services;
  const app = express();
  app.disable("x-powered-by");
  // Plain key=value queries only (no nested objects or arrays from brackets).
  app.set("query parser", "simple");
  if (env.TRUST_PROXY) app.set("trust proxy", 1);

  // x-request-id (a trusted proxy's, or ours) in every log line, audit event and bank call; then metrics.
  app.use(requestScope(env.TRUST_PROXY));
  if (options.tracing) app.use(traceRequests(env.TRUST_PROXY));
  app.use(httpMetrics(metrics));
  // Every answer gets the security headers, health checks and refusals included (static files too).
  // No compression middleware here: pages and data answers are compressed whole when they end, and
  // the middleware's stream is applied only to what is streamed or read from the disk (ADR 0216).
  app.use(securityHeaders(env));
  // One method list and one spelling of the path for every layer below, Remix's included (ADR 0225).
  app.use(requestTarget(env.BRAND_NAME));
  // Metrics are served on METRICS_PORT only: the public listener refuses the path outright.
  app.use("/metrics", (_req, res) => void res.status(404).type("text").send("Not found."));

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  // Readiness (for the load balancer): Redis answers (when used) and configuration can be loaded.
  app.get("/readyz", async (_req, res) => {
    const readiness = await services.readiness();
    res
      .set("Cache-Control", "no-store")
      .status(readiness.ready ? 200 : 503)
      .json(readiness);
  });

  // Fingerprinted assets never change (from memory, compressed at build time, ADR 0215; the disk for
  // a name not held there); the rest of public/ may.
  app.use("/build", buildAssets("public/build"));
  app.use("/build", compressedFiles("public/build", { immutable: true, maxAge: "1y", index: false }));
  app.use(publicFiles("public", { maxAge: "1h", index: false }));

  app.use(requestLog(services));
  app.use(resolveRoutes(build.routes, env.BRAND_NAME));
  app.use(postLimits(services));

  // Defence in depth next to the CSRF token: refuse cross-site POSTs outright.
  app.use(crossSiteRefusal(env.TRUST_PROXY));

  mock?.mountControls(app, services);

  // Maintenance (SPEC §2.1 'any other path'): the one rule is app/domain/maintenance.ts (ADR 0072).
  app.use(async (req, res, next) => {
    const to = await maintenanceRedirect(req.path, () => services.isMaintenance());
    if (!to) return next();
    res.set("Cache-Control", "no-store").redirect(req.method === "GET" ? 302 : 303, to);
  });

  // Bodies are bounded while they stream, before anything parses them (uploads at their files' limits).
  const boundedBodies = boundBodies(
    (routeId) => {
      const upload = routeId ? STREAMED_UPLOAD_ROUTES.get(routeId) : undefined;
      return upload ? { limit: upload, streamed: true } : { limit: FORM_BODY_MAX_BYTES, streamed: false };
    },
    // A refused body is answered here, at no cost (no session, no render): floods of them stay cheap.
    (req, res) => {
      log.info({ method: req.method, path: req.path }, "body over its limit refused");
      res.status(413).set("Cache-Control", "no-store");
      void sendPlainPage(req, res, env.BRAND_NAME, "tooLarge", req.path);
    },
  );
  // The mock's test seeds (mounted below, tests only) read their own small JSON bodies.
  app.use((req, res, next) => (mock?.ownsPath(req.path) ? next() : boundedBodies(req, res, next)));

  app.use(loadSession(services));

  mock?.mountSeeds(app, services);

  // Single-fetch Remix never asks for '?_data=': such a request is a probe, refused before the router
  // (which would log it as an error).
  app.use((req, res, next) => {
    if (!Object.prototype.hasOwnProperty.call(req.query, "_data")) return next();
    refuseUnreadable(req, res, env.BRAND_NAME);
  });

  app.use(
    remixHandler({
      build,
      brand: env.BRAND_NAME,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      trustProxy: env.TRUST_PROXY,
      // Redis lost in the middle of a request: the 503 page, not the generic error page.
      storeDown: () =>
        services.redis && services.redis.status !== "ready"
          ? new StoreUnavailableError(`redis ${services.redis.status}`)
          : null,
      // The request's session is saved once, at its end: what its loaders and actions changed. A bank
      // call that must find a flag already stored (a payment or submission under way) saves before it.
      // A failed request (5xx) keeps nothing of what it half did.
      beforeSend: async (req, res, response) => {
        const session = res.locals.session as RequestSession | undefined;
        if (!session || response.status >= 500) return true;
        if (await newSessionRefused(req, session)) {
          metrics.rateLimited.inc({ limiter: "session" });
          // A page that only remembers the visit's campaign is true without it: sent, not stored, as a
          // campaign call past its budget is left out (ADR 0228). A card chosen or a language is not.
          if (session.keepsOnlyTheCampaign) return true;
          res.status(429).set({ "Cache-Control": "no-store", "Retry-After": "60" });
          await sendPlainPage(req, res, env.BRAND_NAME, "tooManyVisits", retryTarget(req.originalUrl));
          return false;
        }
        await session.save();
        return true;
      },
      getLoadContext: (req, res, request) =>
        requestContext(services, {
          nonce: res.locals.nonce as string,
          session: res.locals.session,
          clientIp: clientKey(req.ip),
          method: req.method,
          locale: res.locals.locale as Locale,
          bodyTooLarge: (res.locals.body as ReadBody | undefined)?.kind === "tooLarge",
          pipesNodeBody: true,
          // Remix's own tests for a data request (`.data`; the legacy `?_data=` is refused above anyway).
          rendersDocument: rendersDocument(new URL(request.url)),
        }),
    }),
  );

  app.use(errorHandler(log, env.BRAND_NAME));
  return app;

  /**
   * A GET (or HEAD) that would store a session's first record past its client's budget (ADR 0231):
   * cookieless requests of an entry page would otherwise fill the store, one record each. Posts have
   * their own limit.
   */
  async function newSessionRefused(req: express.Request, session: RequestSession): Promise<boolean> {
    return (
      req.method !== "POST" && session.awaitsFirstRecord && !(await services.guesses.allowNewSession(clientKey(req.ip)))
    );
  }
}

/** The page a refused GET asked for, as a page (not its data), with its query: a retry keeps the campaign. */
function retryTarget(originalUrl: string): string {
  const url = new URL(originalUrl, "http://localhost");
  return `${canonicalDataPath(url.pathname)}${url.search}`;
}
