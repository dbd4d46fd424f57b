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

/** OpenTelemetry traces (ADR 0085); span attributes carry no PII. */
const tracer = () => trace.getTracer("secured-card-apply");

/** Until the SDK is registered, `inSpan` skips building no-op spans. */
let tracing = false;
const NOT_RECORDING = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

export function tracesWanted(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED || env.OTEL_TRACES_EXPORTER === "none") return false;
  return Boolean(env.OTEL_TRACES_EXPORTER || env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

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

/** A thrown Response (a redirect) is no error. */
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
