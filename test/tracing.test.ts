/**
 * OpenTelemetry traces (issue 17): with OTEL_* set, one request's span is the parent of its loader's
 * and its bank call's spans, the traceparent the bank receives is the bank-call span's own, and the
 * request's log lines carry the same trace id. Collector and bank are local test servers.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { startStandaloneMock, type StandaloneMock } from "../mocks/standalone";
import { freePort, serverForSuite } from "./server-process";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

const spans: OtlpSpan[] = [];
const bankHeaders: { path: string; headers: IncomingHttpHeaders }[] = [];
let collector: Server;
let proxy: Server;
let bank: StandaloneMock;

async function listen(server: Server): Promise<string> {
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return `http://127.0.0.1:${port}`;
}

// After the server has stopped (hooks after tests run last registered, first).
afterAll(async () => {
  await bank?.close();
  proxy?.close();
  collector?.close();
});

const app = serverForSuite(async () => {
  // OTLP/HTTP with JSON bodies, as the exporter sends them.
  collector = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const parsed = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  const collectorUrl = await listen(collector);
  bank = await startStandaloneMock({ port: 0, host: "127.0.0.1", notify: () => {} });
  // The bank as the app sees it: records each call's headers, then forwards it.
  proxy = createServer((req, res) => {
    bankHeaders.push({ path: req.url ?? "", headers: req.headers });
    const target = new URL(req.url ?? "/", bank.url);
    const forward = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  const bankUrl = await listen(proxy);
  return {
    UPSTREAM_API_URL: bankUrl,
    OTEL_TRACES_EXPORTER: "otlp",
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collectorUrl}/v1/traces`,
    OTEL_BSP_SCHEDULE_DELAY: "50",
    OTEL_SERVICE_NAME: "apply-test",
    LOG_LEVEL: "info",
  };
});

async function waitFor<T>(find: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`not found in time; spans: ${spans.map((s) => s.name).join(", ")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("traces with OTEL_* set", () => {
  it("a request's span is the parent of its loader's and its bank calls'; the bank gets the bank span's traceparent", async () => {
    const response = await fetch(`${app.url()}/`, { redirect: "manual" });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");

    const requestSpan = await waitFor(() => spans.find((s) => s.name === "GET routes/_index"));
    const loaderSpan = await waitFor(() =>
      spans.find((s) => s.traceId === requestSpan.traceId && s.name.startsWith("loader ")),
    );
    const bankSpan = await waitFor(() =>
      spans.find((s) => s.traceId === requestSpan.traceId && s.name.startsWith("bank ")),
    );
    expect(loaderSpan.parentSpanId).toBe(requestSpan.spanId);
    // The bank call is made from within the request (directly or under its loader).
    expect([requestSpan.spanId, loaderSpan.spanId]).toContain(bankSpan.parentSpanId);

    const sent = bankHeaders.find((call) => String(call.headers.traceparent ?? "").includes(bankSpan.spanId));
    expect(sent?.headers.traceparent).toBe(`00-${requestSpan.traceId}-${bankSpan.spanId}-01`);
    expect(sent?.headers["x-request-id"]).toBe(requestId);

    // Every log line of the request carries the trace's id.
    const lines = app
      .log()
      .split("\n")
      .filter((line) => line.includes(`"requestId":"${requestId}"`));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain(requestSpan.traceId);
  });

  it("span names and attributes carry route ids and call names, never paths with data or PII", () => {
    for (const span of spans) {
      expect(span.name).not.toMatch(/@|\d{9}/);
      for (const attribute of span.attributes ?? []) expect(JSON.stringify(attribute.value)).not.toMatch(/@|\d{9}/);
    }
  });
});
