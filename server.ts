import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import rateLimit from "express-rate-limit";
import helmet from "helmet";
import { stepNameForPath } from "./app/analytics/events";
import { brandEntryPath } from "./app/domain/entry-paths";
import { startRedirect } from "./app/domain/routing";
import { maintenanceRedirect } from "./app/domain/maintenance";
import { analyticsFields } from "./app/analytics/track.server";
import {
  plainPageHtml,
  TOO_LARGE_PAGE,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  unavailablePageHtml,
} from "./app/domain/unavailable";
import { EnvError, exposesMockControl, parseEnv, usesMock } from "./app/server/env.server";
import { rateLimitStore } from "./app/server/rate-limit-store.server";
import { isStoreUnavailable, StoreUnavailableError } from "./app/server/redis.server";
import { createLogger } from "./app/server/logger.server";
import { requestScope } from "./app/server/observability/context.server";
import { httpMetrics, startMetricsServer } from "./app/server/observability/http-metrics.server";
import { createMetrics } from "./app/server/observability/metrics.server";
import { createServices } from "./app/server/services.server";
import { startTracing, traceRequests, tracedBuild } from "./app/server/observability/tracing.server";
import { boundBodies, FORM_BODY_MAX_BYTES } from "./app/server/http/body-limit.server";
import { crossSiteRefusal } from "./app/server/http/cross-site.server";
import { remixHandler, type ReadBody } from "./app/server/http/remix-handler.server";
import { keepExpiredPost } from "./app/session/expired-post.server";
import { requestLocale } from "./app/i18n/locale.server";
import type { Locale } from "./app/i18n/locales";
import { createRouteResolver } from "./app/server/http/route-resolver.server";
import { publicFiles } from "./app/server/http/public-files.server";
import { GUESS_ROUTES, STREAMED_UPLOAD_ROUTES } from "./app/server/http/route-policy";
import { logAnalyticsSink } from "./app/analytics/sink.server";
import type { DevMock } from "./dev/mock-entry";

const env = readEnv();
function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const log = createLogger(env.LOG_LEVEL);
// OpenTelemetry: off unless OTEL_* variables ask for traces (docs/operations.md § Traces).
const tracing = await startTracing(env);
const mock = usesMock(env) ? await startDevMock() : null;
if (mock) log.warn("UPSTREAM_API_URL is not set: using the built-in development mock of the bank API");

/** The built-in mock lives in its own bundle (build/dev-mock.js), loaded only when no bank is configured. */
async function startDevMock(): Promise<DevMock> {
  let entry: typeof import("./dev/mock-entry");
  try {
    entry = (await import(new URL("./dev-mock.js", import.meta.url).href)) as typeof import("./dev/mock-entry");
  } catch (error) {
    console.error(
      "UPSTREAM_API_URL is not set and the built-in mock cannot be loaded (it needs the development dependencies: npm install, without --omit=dev).",
    );
    throw error;
  }
  return entry.startDevMock({
    controls: exposesMockControl(env),
    // The mock never sends texts or emails; in development it says what it would have sent.
    notify: (message) => env.NODE_ENV !== "production" && console.error(`[mock] ${message}`),
  });
}

const metrics = createMetrics();
const services = createServices({
  env,
  log,
  metrics,
  upstreamUrl: env.UPSTREAM_API_URL ?? mock?.bankUrl ?? "",
  analytics: mock ? mock.analytics(logAnalyticsSink(log)) : undefined,
  // With the in-process mock and no provider configured, addresses come from the mock too.
  addressProvider: mock && !env.ADDRESS_PROVIDER_URL ? mock.addressProvider : undefined,
});
const remixBuild = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
// With traces on, every loader and action runs in a span named by its route id.
const build = tracing ? tracedBuild(remixBuild) : remixBuild;

const app = express();
app.disable("x-powered-by");
// Plain key=value queries only (no nested objects or arrays from brackets).
app.set("query parser", "simple");
if (env.TRUST_PROXY) app.set("trust proxy", 1);

// x-request-id (a trusted proxy's, or ours) in every log line, audit event and bank call; then metrics.
app.use(requestScope(env.TRUST_PROXY));
if (tracing) app.use(traceRequests(env.TRUST_PROXY));
app.use(httpMetrics(metrics));
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

app.use(compression());

app.use((_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
});

const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.nonce as string}'`;
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonce, "'strict-dynamic'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: env.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  }),
);

// Static files get the security headers too. Fingerprinted assets never change; everything else in public/ may.
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y", index: false }));
app.use(publicFiles("public", { maxAge: "1h", index: false }));

// Request log: method, path (never the query string), status and time. No bodies, no PII.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    log.info(
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
});

const tooMany = (_req: Request, res: Response) => {
  res
    .status(429)
    .type("html")
    .send(
      '<!doctype html><html lang="en"><title>Too many attempts</title><h1>Too many attempts</h1><p>Please wait a minute and try again.</p><p><a href="/">Back to the start</a></p></html>',
    );
};
// Every limit is keyed on the route a request resolves to, as Remix matches it: '/otp-check//',
// '/OTP-check.data' and '/otp-check' are one route (docs/security.md).
const resolveRoute = createRouteResolver(build.routes);
app.use((req, res, next) => {
  // A path that is not valid percent-encoding names no page (the router would warn on every one).
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).type("text").send("Bad request.");
    return;
  }
  res.locals.routeId = resolveRoute(req.path);
  next();
});
const limiter = (limit: number, name: string) =>
  rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    handler: (req, res) => {
      metrics.rateLimited.inc({ limiter: name });
      tooMany(req, res);
    },
    keyGenerator: (req) => `${name}:${req.ip ?? "unknown"}`,
    // Shared by every instance when sessions are in Redis (one limit, not one per instance).
    store: rateLimitStore(services.redis, name),
  });
const postLimiter = limiter(env.RATE_LIMIT_POSTS_PER_MINUTE, "post");
// Per IP only a coarse bound: guessing is limited per session and per identity in the actions
// (app/server/guess-limits.server.ts), so honest applicants behind one office IP are not locked out.
const guessLimiter = limiter(env.RATE_LIMIT_OTP_PER_MINUTE, "guess");
app.use((req, res, next) => {
  if (req.method !== "POST") return next();
  return (GUESS_ROUTES.has(res.locals.routeId as string) ? guessLimiter : postLimiter)(req, res, next);
});

// Defence in depth next to the CSRF token: refuse cross-site POSTs outright.
app.use(crossSiteRefusal(env.TRUST_PROXY));

mock?.mountControls(app, services);

// Banner polling (every 60 s with JavaScript). Outside the session on purpose: polling is not activity
// and must never keep an idle session alive.
app.get("/banner", async (_req, res) => {
  const messages = await services.banner().catch(() => [] as string[]);
  res.set("Cache-Control", "no-store").json({ messages });
});

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
    res.status(413).set("Cache-Control", "no-store").type("html");
    res.send(
      plainPageHtml(env.BRAND_NAME, {
        title: TOO_LARGE_PAGE.title,
        message: TOO_LARGE_PAGE.message,
        link: { href: req.path, text: TOO_LARGE_PAGE.back },
      }),
    );
  },
);
// The mock's test seeds (mounted below, tests only) read their own small JSON bodies.
app.use((req, res, next) => (mock?.ownsPath(req.path) ? next() : boundedBodies(req, res, next)));

app.use(async (req, res, next) => {
  try {
    const session = await services.sessions.load(req.get("cookie"), (header) => res.append("Set-Cookie", header));
    res.locals.session = session;
    res.locals.locale = await requestLocale(session.data.locale, req.get("accept-language"));
    if (session.status === "expired") {
      services.audit({ action: "session.expired", outcome: "ended" });
      // A form sent too late: the safe answers of this very post go into the new session (ADR 0120).
      if (req.method === "POST") {
        const body = res.locals.body as ReadBody | undefined;
        await keepExpiredPost(session, services.sessions, {
          path: req.path,
          contentType: req.get("content-type"),
          bytes: body?.kind === "bytes" ? body.bytes : undefined,
        });
      }
    }
    res.set("Cache-Control", "no-store");
    // SPEC §2.1 'at start': a first visit may begin only on an entry or whitelisted page.
    const basicEntry = brandEntryPath(env.BRAND_NAME);
    if (session.status === "new" && req.method === "GET" && !req.path.endsWith(".data")) {
      const to = startRedirect(req.path, basicEntry);
      if (to) return res.redirect(302, to);
    }
    next();
  } catch (error) {
    next(error);
  }
});

mock?.mountSeeds(app, services);

// Single-fetch Remix never asks for '?_data=': such a request is a probe, refused before the router
// (which would log it as an error).
app.use((req, res, next) => {
  if (!Object.prototype.hasOwnProperty.call(req.query, "_data")) return next();
  res.status(400).type("text").send("Bad request.");
});

app.use(
  remixHandler({
    build,
    mode: env.NODE_ENV === "production" ? "production" : "development",
    trustProxy: env.TRUST_PROXY,
    // Redis lost in the middle of a request: the 503 page below, not the generic error page.
    storeDown: () =>
      services.redis && services.redis.status !== "ready"
        ? new StoreUnavailableError(`redis ${services.redis.status}`)
        : null,
    getLoadContext: (_req, res) => ({
      ...services,
      nonce: res.locals.nonce as string,
      session: res.locals.session,
      locale: res.locals.locale as Locale,
      bodyTooLarge: (res.locals.body as ReadBody | undefined)?.kind === "tooLarge",
    }),
  }),
);

app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  // Redis unreachable: our own 503 page; nothing was written, and the next request after Redis returns works.
  if (isStoreUnavailable(error)) {
    log.warn({ method: req.method, path: req.path }, "session store unreachable: 503");
    if (res.headersSent) return;
    res.removeHeader("Set-Cookie");
    res.status(503).set({ "Cache-Control": "no-store", "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
    // Leading slashes collapsed: '//host' must never become an off-site link.
    res
      .type("html")
      .send(unavailablePageHtml(env.BRAND_NAME, req.method === "GET" ? `/${req.path.replace(/^[/\\]+/, "")}` : "/"));
    return;
  }
  // Express marks a client's mistake (a malformed URL, a body it could not read) with a 4xx status.
  const status = clientErrorStatus(error);
  if (status) {
    log.info({ path: req.path, statusCode: status }, "bad request");
    if (!res.headersSent) res.status(status).type("text").send("Bad request.");
    return;
  }
  log.error({ err: error }, "unhandled error");
  if (!res.headersSent) res.status(500).type("text").send("Something went wrong. Please try again.");
});

function clientErrorStatus(error: unknown): number | null {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

const sweep = setInterval(() => {
  services.store.sweep(Date.now()).catch((error: unknown) => log.warn({ err: error }, "session sweep failed"));
}, 60_000);
sweep.unref();

const metricsServer = env.METRICS_PORT ? startMetricsServer(metrics, env.METRICS_PORT, env.METRICS_HOST, log) : null;

const server: Server = app.listen(env.PORT, env.HOST, () => {
  log.info({ port: env.PORT, mock: Boolean(mock), nodeEnv: env.NODE_ENV }, "listening");
});
// Slow clients hold a connection only so long: headers within 20 s, a whole request within 2 minutes
// (a 70 MB upload on a slow phone line fits), idle keep-alive connections closed after 5 s.
server.headersTimeout = 20_000;
server.requestTimeout = 120_000;
server.keepAliveTimeout = 5_000;

function shutdown(signal: string) {
  log.info({ signal }, "shutting down");
  metricsServer?.close();
  server.close(() => {
    // In-flight requests have finished (server.close waits for them); then bank calls that outlive
    // their post (a payment), then the bank mock and the Redis connection.
    void services.payments
      .settled()
      .then(() => mock?.close())
      .then(() => services.close())
      .then(() => tracing?.shutdown())
      .finally(() => {
        log.flush?.();
        process.exit(0);
      });
  });
  // Idle keep-alive connections would hold server.close open until the deadline.
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
