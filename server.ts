// Start-up: the environment, traces, the built-in mock when no bank is configured, the services and
// the Remix build; then the Express application (app/server/http/app.server.ts), its listener, the
// session sweep, the metrics listener and a graceful shutdown.
import { createServer, type Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { EnvError, exposesMockControl, parseEnv, usesMock } from "./app/server/env.server";
import { createLogger } from "./app/server/logger.server";
import { startMetricsServer } from "./app/server/observability/http-metrics.server";
import { createMetrics } from "./app/server/observability/metrics.server";
import { createServices } from "./app/services.server";
import { startTracing, tracedBuild } from "./app/server/observability/tracing.server";
import { createApp } from "./app/server/http/app.server";
import { answerClientErrors } from "./app/server/http/client-error.server";
import { listenerLimits } from "./app/server/http/request-body.server";
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

const app = createApp({ services, build, mock, tracing: Boolean(tracing) });

const sweep = setInterval(() => {
  services.store.sweep(Date.now()).catch((error: unknown) => log.warn({ err: error }, "session sweep failed"));
}, 60_000);
sweep.unref();

const metricsServer = env.METRICS_PORT ? startMetricsServer(metrics, env.METRICS_PORT, env.METRICS_HOST, log) : null;

// Slow clients hold a connection only so long (app/server/http/request-body.server.ts).
const server: Server = createServer(listenerLimits(), app).listen(env.PORT, env.HOST, () => {
  log.info({ port: env.PORT, mock: Boolean(mock), nodeEnv: env.NODE_ENV }, "listening");
});
// What Node's parser refuses (and a request past its time) gets a page with the security headers.
answerClientErrors(server, env);

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
