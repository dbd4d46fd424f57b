import { AsyncLocalStorage } from "node:async_hooks";
import { randomText } from "~/server/random-batch.server";
import { context, propagation, trace } from "@opentelemetry/api";
import type { NextFunction, Request, Response } from "express";

export interface RequestScope {
  requestId: string;
  traceId: string;
}

// One store for the whole process: the server and Remix bundles each hold a copy of this module.
const KEY = Symbol.for("secured-card-apply.request-scope");
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestScope> };
const storage: AsyncLocalStorage<RequestScope> = (holder[KEY] ??= new AsyncLocalStorage<RequestScope>());

export const REQUEST_ID_HEADER = "x-request-id";
/** A proxy's id is taken only if it looks like an id: no spaces, no room for PII or log injection. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,64}$/;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

export function runInScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function scopeFor(headers: { requestId?: string; traceparent?: string }, trustProxy: boolean): RequestScope {
  const incomingId =
    trustProxy && headers.requestId && WELL_FORMED_ID.test(headers.requestId) ? headers.requestId : null;
  const trace = trustProxy && headers.traceparent ? TRACEPARENT.exec(headers.traceparent) : null;
  const traceId = trace && !/^0+$/.test(trace[1]!) ? trace[1]! : randomText(16, "hex");
  // Hex only: the log redaction masks runs of digits, which a dashed UUID may hold.
  return { requestId: incomingId ?? randomText(16, "hex"), traceId };
}

export function requestScope(trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const scope = scopeFor({ requestId: req.get(REQUEST_ID_HEADER), traceparent: req.get("traceparent") }, trustProxy);
    res.locals.requestId = scope.requestId;
    res.set(REQUEST_ID_HEADER, scope.requestId);
    runInScope(scope, next);
  };
}

export function outboundHeaders(): Record<string, string> {
  const scope = currentScope();
  const headers: Record<string, string> = {};
  if (trace.getActiveSpan()?.isRecording()) propagation.inject(context.active(), headers);
  else {
    const traceId = scope?.traceId ?? randomText(16, "hex");
    headers.traceparent = `00-${traceId}-${randomText(8, "hex")}-01`;
  }
  if (scope) headers[REQUEST_ID_HEADER] = scope.requestId;
  return headers;
}
