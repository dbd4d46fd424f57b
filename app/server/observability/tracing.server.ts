import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  INVALID_SPAN_CONTEXT,
  trace,
  type Attributes,
  type Span,
} from "@opentelemetry/api";
import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import type { Env } from "../env.server";
import { currentScope } from "./context.server";

/**
 * OpenTelemetry traces (docs/operations.md § Traces, ADR 0085): off unless the standard OTEL_*
 * variables ask for them. Spans: one per request (named by route id, never the raw path), per
 * loader/action, per bank call and per session-store call. Attributes carry no PII: route ids, call
 * names, status codes, outcomes.
 */
const tracer = () => trace.getTracer("secured-card-apply");

/**
 * Set once the SDK is registered. Until then every span is the API's no-op one, and `inSpan` skips
 * building it: each session-store or bank call paid for a no-op tracer, a context switch and an extra
 * promise (a few microseconds, ~0.1–0.2 % of a page's CPU in a profile).
 */
let tracing = false;
const NOT_RECORDING = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** On when an exporter is named or an OTLP endpoint is given, unless OTEL_SDK_DISABLED=true. */
export function tracesWanted(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED || env.OTEL_TRACES_EXPORTER === "none") return false;
  return Boolean(env.OTEL_TRACES_EXPORTER || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * Starts the SDK (loaded only then) and registers it globally: W3C trace context propagation and an
 * AsyncLocalStorage context. The exporter, batching and resource read their own OTEL_* variables.
 */
export async function startTracing(env: Env): Promise<{ shutdown(): Promise<void> } | null> {
  if (!tracesWanted(env)) return null;
  const { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider } = await import("@opentelemetry/sdk-trace-node");
  const { detectResources, envDetector, resourceFromAttributes } = await import("@opentelemetry/resources");
  const exporter =
    env.OTEL_TRACES_EXPORTER === "console"
      ? new ConsoleSpanExporter()
      : new (await import("@opentelemetry/exporter-trace-otlp-http")).OTLPTraceExporter();
  const provider = new NodeTracerProvider({
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (envDetector) win over the default name.
    resource: resourceFromAttributes({ "service.name": "secured-card-apply" }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  tracing = true;
  return { shutdown: () => provider.shutdown() };
}

/**
 * Express middleware: the request's span. A trusted proxy's traceparent is its parent; otherwise it
 * starts a trace. Its trace id becomes the request scope's, so every log line carries it.
 */
export function traceRequests(trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const parent = trustProxy ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
    const span = tracer().startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { "http.request.method": req.method } },
      parent,
    );
    if (!span.isRecording()) return next();
    const scope = currentScope();
    if (scope) scope.traceId = span.spanContext().traceId;
    res.on("finish", () => {
      const route = typeof res.locals.routeId === "string" ? res.locals.routeId : "unmatched";
      span.updateName(`${req.method} ${route}`);
      span.setAttributes({ "http.route": route, "http.response.status_code": res.statusCode });
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}

/** Runs `work` in a child span of the active one; a thrown Response (a redirect) is no error. */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracing) return work(NOT_RECORDING);
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      // The error's name only: messages may quote what an applicant typed.
      if (!(error instanceof Response))
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The Remix build with a span around every loader and action, named by route id. */
export function tracedBuild(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = { ...route.module };
    for (const kind of ["loader", "action"] as const) {
      const handler = route.module[kind];
      if (handler)
        module[kind] = ((args: Parameters<typeof handler>[0]) =>
          inSpan(`${kind} ${id}`, { "remix.route": id }, async () => handler(args))) as typeof handler;
    }
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
