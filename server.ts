import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { createRequestHandler } from "@remix-run/express";
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
import { EnvError, exposesMockControl, parseEnv, usesMock } from "./app/server/env.server";
import { createLogger } from "./app/server/logger.server";
import { createServices } from "./app/server/services.server";
import { logAnalyticsSink } from "./app/analytics/sink.server";
import { MockAnalyticsTap } from "./mocks/analytics-tap";
import { mockControlRouter } from "./mocks/control";
import { sessionSeedRouter } from "./mocks/session-seed";
import { paymentSeedRouter } from "./mocks/payment-seed";
import { submissionSeedRouter } from "./mocks/submission-seed";
import { MOCK_ADDRESS_URL, MOCK_BANK_URL, startInProcessMock } from "./mocks/node";

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = createLogger(env.LOG_LEVEL);
const mock = usesMock(env)
  ? startInProcessMock((message) => {
      // The mock never sends texts or emails; in development it says what it would have sent.
      if (env.NODE_ENV !== "production") console.error(`[mock] ${message}`);
    })
  : null;
if (mock) log.warn("UPSTREAM_API_URL is not set: using the built-in development mock of the bank API");
/** The mock's test controls and seeds (/__mock); `mock` is repeated for TypeScript's narrowing. */
const mockControl = mock && exposesMockControl(env) ? mock : null;
// With the mock's controls only: the server's analytics events can be read back by tests (GET /__mock/analytics).
const analyticsTap = mockControl ? new MockAnalyticsTap() : null;

const services = createServices({
  env,
  log,
  upstreamUrl: env.UPSTREAM_API_URL ?? MOCK_BANK_URL,
  analytics: analyticsTap ? analyticsTap.sink(logAnalyticsSink(log)) : undefined,
  // With the in-process mock and no provider configured, addresses come from the mock too.
  addressProvider: mock && !env.ADDRESS_PROVIDER_URL ? { url: MOCK_ADDRESS_URL, key: "development" } : undefined,
});
const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
if (env.TRUST_PROXY) app.set("trust proxy", 1);

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
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
app.use(express.static("public", { maxAge: "1h", index: false }));

// Request log: method, path (never the query string), status and time. No bodies, no PII.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    log.info(
      { method: req.method, path: req.path, statusCode: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 },
      "request",
    );
    // Server-side page views count people without JavaScript too (the browser's data layer counts the rest).
    const stepName = req.method === "GET" && res.statusCode === 200 ? stepNameForPath(req.path) : null;
    if (stepName && res.locals.session) {
      services.analytics.emit({ ...analyticsFields(res.locals.session.data), event: "page_view", step_name: stepName });
    }
  });
  next();
});

const tooMany = (_req: Request, res: Response) => {
  res
    .status(429)
    .type("html")
    .send('<!doctype html><html lang="en"><title>Too many attempts</title><h1>Too many attempts</h1><p>Please wait a minute and try again.</p><p><a href="/">Back to the start</a></p></html>');
};
const postLimiter = rateLimit({ windowMs: 60_000, limit: env.RATE_LIMIT_POSTS_PER_MINUTE, standardHeaders: "draft-7", legacyHeaders: false, handler: tooMany });
const otpLimiter = rateLimit({ windowMs: 60_000, limit: env.RATE_LIMIT_OTP_PER_MINUTE, standardHeaders: "draft-7", legacyHeaders: false, handler: tooMany });
// Code and status-check posts (also as Remix '.data' requests) get the stricter limit.
const CODE_POSTS = /^\/(otp-check|check-application-status)(\.data)?$/i;
app.use((req, res, next) => {
  if (req.method !== "POST") return next();
  return (CODE_POSTS.test(req.path) ? otpLimiter : postLimiter)(req, res, next);
});

// Defence in depth next to the CSRF token: refuse cross-site POSTs outright.
app.use((req, res, next) => {
  if (req.method !== "POST") return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const crossSite = site === "cross-site" || (origin && origin !== "null" && new URL(origin).host !== req.get("host"));
  if (crossSite) return res.status(403).type("text").send("Cross-site form posts are not accepted.");
  next();
});

if (mockControl) app.use("/__mock", mockControlRouter(mockControl.bank, services.clearCaches, analyticsTap ?? undefined));

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

app.use(async (req, res, next) => {
  try {
    const session = await services.sessions.load(req.get("cookie"), (header) => res.append("Set-Cookie", header));
    res.locals.session = session;
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

if (mockControl) app.use("/__mock/session", sessionSeedRouter(mockControl.bank, services));
if (mockControl) app.use("/__mock/payment-session", paymentSeedRouter(mockControl.bank, services));
if (mockControl) app.use("/__mock/submission", submissionSeedRouter(mockControl.bank, services));

app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV === "production" ? "production" : "development",
    getLoadContext: (_req, res) => ({ ...services, nonce: res.locals.nonce, session: res.locals.session }),
  }),
);

app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  log.error({ err: error }, "unhandled error");
  if (!res.headersSent) res.status(500).type("text").send("Something went wrong. Please try again.");
});

const sweep = setInterval(() => {
  services.store.sweep(Date.now()).catch((error: unknown) => log.warn({ err: error }, "session sweep failed"));
}, 5 * 60_000);
sweep.unref();

const server: Server = app.listen(env.PORT, env.HOST, () => {
  log.info({ port: env.PORT, mock: Boolean(mock), nodeEnv: env.NODE_ENV }, "listening");
});

function shutdown(signal: string) {
  log.info({ signal }, "shutting down");
  server.close(() => {
    mock?.close();
    log.flush?.();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
