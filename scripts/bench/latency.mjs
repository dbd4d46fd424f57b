// Server latency for `npm run bench`: sequential GETs on one session cookie, after a warm-up.
import { performance } from "node:perf_hooks";
import { percentile } from "./report.mjs";

const LATENCY_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
export const LATENCY_WARMUP = 20;

/** A cookie jar of one cookie: the session cookie, updated from each Set-Cookie. */
class OneCookieJar {
  value = null;
  update(response) {
    const setCookie = response.headers.getSetCookie?.() ?? [];
    for (const header of setCookie) {
      const pair = header.split(";")[0];
      if (pair) this.value = pair;
    }
  }
  headers() {
    return this.value ? { cookie: this.value } : {};
  }
}

async function timedGet(base, path, jar) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: jar.headers(), redirect: "manual" });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  jar.update(response);
  return { ms, status: response.status, location: response.headers.get("location") };
}

/** p50, p95 and max of `path` (after `setup`, a GET that must redirect, opens the session). */
export async function latency(base, path, { setup } = {}) {
  const jar = new OneCookieJar();
  if (setup) {
    // An entry page redirects once through the cookie check, then to the application's first step.
    let { status, location } = await timedGet(base, setup, jar);
    if (status !== 302 && status !== 303) throw new Error(`GET ${setup} answered ${status}, expected a redirect`);
    while (location?.includes("cookie-check")) ({ status, location } = await timedGet(base, location, jar));
  }
  for (let i = 0; i < LATENCY_WARMUP; i++) await timedGet(base, path, jar);
  const samples = [];
  for (let i = 0; i < LATENCY_REQUESTS; i++) {
    const { ms, status } = await timedGet(base, path, jar);
    if (status !== 200) throw new Error(`GET ${path} answered ${status} on request ${i + 1}`);
    samples.push(ms);
  }
  return {
    path,
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: Math.max(...samples),
  };
}
