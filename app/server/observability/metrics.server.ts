import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/** Labels are bounded sets, never a raw path, id or anything typed (docs/operations.md). */
export type Metrics = ReturnType<typeof createMetrics>;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(options: { defaults?: boolean } = {}) {
  const registry = new Registry();
  if (options.defaults !== false) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "Requests by Remix route id, method and status class",
      labelNames: ["route", "method", "status_class"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Request latency by Remix route id and method",
      labelNames: ["route", "method"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    bankCalls: new Histogram({
      name: "bank_call_duration_seconds",
      help: "Bank API call latency by endpoint and outcome (ok, timeout, network, unauthorized, forbidden, server_error, client_error, malformed)",
      labelNames: ["endpoint", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    otp: new Counter({
      name: "otp_events_total",
      help: "One-time codes: sent, resent, verified, rejected (wrong code), failed (bank error), by flow (lead, status)",
      labelNames: ["flow", "event"] as const,
      registers,
    }),
    payments: new Counter({
      name: "payments_total",
      help: "Deposit payment attempts by outcome (attempted, approved, declined, error, unknown)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    submissions: new Counter({
      name: "submissions_total",
      help: "Application submissions by outcome (the bank's response code class, or the error)",
      labelNames: ["outcome"] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused with 429 by limiter (post, guess, session: a new session past its client's budget), or bank calls left out (campaign)",
      labelNames: ["limiter"] as const,
      registers,
    }),
    sessionStore: new Histogram({
      name: "session_store_duration_seconds",
      help: "Session store operation latency by operation and outcome (ok, error)",
      labelNames: ["operation", "outcome"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    auditEvents: new Counter({
      name: "audit_events_total",
      help: "Audit events written, by action",
      labelNames: ["action"] as const,
      registers,
    }),
  };
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}
