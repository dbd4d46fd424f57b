import { timeoutError, type BankHttp } from "~/upstream/http.server";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { BankApi } from "~/upstream/client.server";
import { createLogger } from "../logger.server";
import { createAudit } from "./audit.server";
import { createBankObserver } from "./bank-events.server";
import { currentScope, requestScope, runInScope, scopeFor } from "./context.server";
import { httpMetrics, startMetricsServer } from "./http-metrics.server";
import { createMetrics } from "./metrics.server";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";

function capture() {
  const lines: string[] = [];
  return {
    stream: { write: (s: string) => void lines.push(s) },
    parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

async function listen(
  app: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void,
) {
  const { createServer } = await import("node:http");
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe("request ids", () => {
  it("takes a proxy's well-formed x-request-id and traceparent only with TRUST_PROXY", () => {
    const headers = { requestId: "edge-7f3a9c1b2d4e", traceparent: `00-${TRACE}-00f067aa0ba902b7-01` };
    expect(scopeFor(headers, true)).toEqual({ requestId: "edge-7f3a9c1b2d4e", traceId: TRACE });
    const untrusted = scopeFor(headers, false);
    expect(untrusted.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(untrusted.traceId).not.toBe(TRACE);
  });

  it("replaces a malformed or PII-carrying id even from a trusted proxy", () => {
    for (const requestId of ["jane.doe@example.com", "id with spaces", "x".repeat(65), "short", "a\nb-injected-line"]) {
      expect(scopeFor({ requestId }, true).requestId, requestId).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(scopeFor({ traceparent: `00-${"0".repeat(32)}-00f067aa0ba902b7-01` }, true).traceId).not.toBe(
      "0".repeat(32),
    );
  });

  it("echoes the id in the response and writes it in every log line of the request", async () => {
    const out = capture();
    const log = createLogger("info", out.stream);
    const app = express();
    app.use(requestScope(false));
    app.get("/", async (_req, res) => {
      log.info("first");
      await new Promise((r) => setTimeout(r, 5));
      log.info({ step: 2 }, "after an await");
      res.send("ok");
    });
    const server = await listen(app);
    try {
      const response = await fetch(`${server.url}/`, { headers: { "x-request-id": "spoofed-by-a-client-123" } });
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(out.parsed().map((l) => l.requestId)).toEqual([id, id]);
    } finally {
      await server.close();
    }
    log.info("outside any request");
    expect(out.parsed().at(-1)).not.toHaveProperty("requestId");
  });
});

describe("bank calls", () => {
  function bankWith(status: number | "timeout", metrics = createMetrics({ defaults: false })) {
    const seen: Headers[] = [];
    const httpStub: BankHttp = async (_url, request) => {
      seen.push(new Headers(request.headers));
      if (status === "timeout") throw timeoutError(request.timeoutMs);
      const body = status === 200 ? JSON.stringify([]) : "";
      return { status, ok: status === 200, text: async () => body, discard: () => {} };
    };
    const api = new BankApi({
      baseUrl: "https://bank.example.com",
      timeoutMs: 1000,
      log: createLogger("silent"),
      http: httpStub,
      observer: createBankObserver(metrics, createAudit(capture().stream)),
    });
    return { api, seen, metrics };
  }

  it("carry the request's x-request-id and a W3C traceparent of its trace, a new span per call", async () => {
    const { api, seen } = bankWith(200);
    await runInScope({ requestId: "edge-7f3a9c1b2d4e", traceId: TRACE }, async () => {
      await api.bannerMessages();
      await api.bannerMessages();
      expect(currentScope()?.requestId).toBe("edge-7f3a9c1b2d4e");
    });
    expect(seen.map((h) => h.get("x-request-id"))).toEqual(["edge-7f3a9c1b2d4e", "edge-7f3a9c1b2d4e"]);
    const parents = seen.map((h) => h.get("traceparent") ?? "");
    for (const parent of parents) expect(parent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    expect(parents[0]).not.toBe(parents[1]);
  });

  it.each([
    [200, "ok", 1],
    [401, "unauthorized", 1],
    [403, "forbidden", 1],
    [500, "server_error", 2],
    ["timeout", "timeout", 2],
  ] as const)("latency by endpoint and outcome: %s → %s (GETs retried once)", async (status, outcome, attempts) => {
    const { api, metrics } = bankWith(status);
    await api.bannerMessages().catch(() => undefined);
    const { values } = await metrics.bankCalls.get();
    const countOf = values.find(
      (v) => v.metricName === "bank_call_duration_seconds_count" && v.labels.outcome === outcome,
    );
    expect(countOf).toMatchObject({ labels: { endpoint: "bannermessage", outcome }, value: attempts });
  });
});

describe("metrics", () => {
  it("count requests by route id and status class, never by raw path", async () => {
    const metrics = createMetrics({ defaults: false });
    const app = express();
    app.use(httpMetrics(metrics));
    app.use((req, res, next) => {
      res.locals.routeId = req.path.toLowerCase().startsWith("/otp") ? "routes/otp-check" : null;
      next();
    });
    app.get("/otp-check", (_req, res) => void res.send("ok"));
    app.use((_req, res) => void res.status(404).send("no"));
    const server = await listen(app);
    try {
      await fetch(`${server.url}/otp-check`);
      await fetch(`${server.url}/OTP-check?email=jane.doe@example.com`);
      await fetch(`${server.url}/no-such-page-123456789`);
    } finally {
      await server.close();
    }
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{route="routes/otp-check",method="GET",status_class="2xx"} 2');
    expect(text).toContain('http_requests_total{route="none",method="GET",status_class="4xx"} 1');
    expect(text).not.toMatch(/no-such-page|jane|123456789|OTP-check/);
  });

  it("are served on their own listener with the process metrics (event-loop lag, memory)", async () => {
    const metrics = createMetrics();
    const server = startMetricsServer(metrics, 0, "127.0.0.1", createLogger("silent"));
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${url}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain("nodejs_eventloop_lag_seconds");
      expect(text).toContain("process_resident_memory_bytes");
      expect(text).toContain("# TYPE payments_total counter");
      expect((await fetch(`${url}/other`)).status).toBe(404);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
