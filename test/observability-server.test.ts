/**
 * The production server's observability over real HTTP (issue 17): metrics only on METRICS_PORT,
 * never on the public port; an x-request-id on every answer; audit lines on stdout.
 */
import { describe, expect, it } from "vitest";
import { freePort, serverForSuite } from "./server-process";

describe("a production server with METRICS_PORT", () => {
  let metricsUrl: string;
  const app = serverForSuite(async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    return { MOCKS: "true", METRICS_PORT: String(port), RATE_LIMIT_POSTS_PER_MINUTE: "2" };
  });

  it("refuses /metrics on the public port with 404, whatever its spelling", async () => {
    for (const path of ["/metrics", "/metrics/", "/metrics?format=text"]) {
      const response = await fetch(`${app.url()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain("http_requests_total");
    }
  });

  it("serves them on METRICS_PORT, by route id, with the process metrics", async () => {
    await fetch(`${app.url()}/`, { redirect: "manual" });
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{route="[^"]+",method="GET",status_class="[23]xx"\} \d+/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("session_store_duration_seconds");
  });

  it("counts 429 refusals by limiter", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await fetch(`${app.url()}/basic-info`, { method: "POST", body: new URLSearchParams({ a: "b" }) })).status,
      );
    expect(statuses.at(-1)).toBe(429);
    expect(await (await fetch(metricsUrl)).text()).toMatch(/rate_limit_refusals_total\{limiter="post"\} [1-9]/);
  });

  it("answers every request with an x-request-id, not a client's own (no trusted proxy)", async () => {
    const response = await fetch(`${app.url()}/healthz`, { headers: { "x-request-id": "client-chosen-id-1234" } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
  });
});
