#!/usr/bin/env node
// Performance budgets against the production build (`npm run build` first), on the in-process mock.
//
//   npm run bench                 # budgets, then the server-cost comparison (scripts/bench/throughput.mjs)
//   node scripts/bench.mjs --budgets-only   # what `npm test` runs: budgets only
//
// 1. Starts `node build/server.js` itself on a free loopback port (production mode, memory sessions).
// 2. Loads `/` in Debian's Chromium and sums every script and stylesheet response, gzipped (level 9).
//    Budgets: JavaScript ≤ 100 KB gzip, CSS ≤ 20 KB gzip. /basic-info (via /Secured/Apply) is measured
//    the same way and reported.
// 2b. JavaScript per route from the build manifest (scripts/bench/js-budget.mjs): entry + root + the
//    route's module and imports, gzip -9, a table of every route; each route ≤ 100 KB is a budget.
// 3. Measures server latency of GET / and GET /basic-info: ~200 sequential requests each, one cookie.
// Prints a table and `budgets: N passed, M failed`; exits 1 when a budget is over (2 on a setup error).
// The server it started is always stopped.
// 4. Unless --budgets-only: server cost against a bare Remix anchor (scripts/bench/throughput.mjs),
//    minutes long and reported only (throughput depends on the machine), so never part of `npm test`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { freePort } from "./bench/servers.mjs";
import { gzipSync, constants as zlib } from "node:zlib";
import { JS_BUDGET_BYTES, measureRoutes, routeTable } from "./bench/js-budget.mjs";
import { lighthouseTable, RESULTS_FILE as LIGHTHOUSE_RESULTS } from "./lighthouse.mjs";
import { readFileSync } from "node:fs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const KB = 1024;
const BUDGETS = { js: JS_BUDGET_BYTES, css: 20 * KB };
const LATENCY_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LATENCY_WARMUP = 20;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// ---------------------------------------------------------------------------------------------
// Server lifecycle

let serverProcess = null;
let serverLog = "";

function startServer(port) {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      MOCKS: "true",
      MOCK_CONTROL: "true",
      UPSTREAM_API_URL: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      SESSION_SECRET: "bench-only-secret-0123456789abcdefghijklm",
      SESSION_STORE: "memory",
      LOG_LEVEL: "warn",
      // Latency is measured with sequential requests well above the production POST/OTP limits' scope
      // (GET only), but keep the limits out of the way regardless.
      RATE_LIMIT_POSTS_PER_MINUTE: "100000",
      RATE_LIMIT_OTP_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk) => {
    serverLog = (serverLog + chunk.toString()).slice(-8000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  serverProcess = child;
  return child;
}

async function waitForHealth(base, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer ${base}/healthz within ${timeoutMs} ms`);
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL if it is still there after 5 s. */
async function stopServer() {
  const child = serverProcess;
  serverProcess = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

// Whatever happens, the server goes with us.
process.on("exit", () => {
  if (serverProcess && serverProcess.exitCode === null) serverProcess.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    stopServer().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Page weight

const gzipSize = (buffer) => gzipSync(buffer, { level: zlib.Z_BEST_COMPRESSION }).length;

/** Loads `path` in a fresh context and returns every script and stylesheet it loaded. */
async function pageWeight(browser, base, path) {
  const context = await browser.newContext({ javaScriptEnabled: true, bypassCSP: false });
  const page = await context.newPage();
  const pending = [];
  const assets = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response
        .body()
        .then((body) => {
          assets.push({
            type: type === "script" ? "js" : "css",
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSize(body),
          });
        })
        .catch((error) => {
          throw new Error(`could not read ${response.url()}: ${error.message}`);
        }),
    );
  });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    const response = await page.goto(`${base}${path}`, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`GET ${path} answered ${response?.status()}`);
    // Late module imports (route modules, lazy route discovery) finish before we count.
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    if (errors.length) throw new Error(`page errors on ${path}: ${errors.join("; ")}`);
    const sum = (kind, key) => assets.filter((a) => a.type === kind).reduce((n, a) => n + a[key], 0);
    return {
      path,
      finalPath: new URL(page.url()).pathname,
      assets: assets.sort((a, b) => b.gzip - a.gzip),
      js: { raw: sum("js", "raw"), gzip: sum("js", "gzip"), count: assets.filter((a) => a.type === "js").length },
      css: { raw: sum("css", "raw"), gzip: sum("css", "gzip"), count: assets.filter((a) => a.type === "css").length },
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Server latency

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
  return { ms, status: response.status };
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function latency(base, path, { setup } = {}) {
  const jar = new OneCookieJar();
  if (setup) {
    const { status } = await timedGet(base, setup, jar);
    if (status !== 302 && status !== 303) throw new Error(`GET ${setup} answered ${status}, expected a redirect`);
  }
  for (let i = 0; i < LATENCY_WARMUP; i++) await timedGet(base, path, jar);
  const samples = [];
  for (let i = 0; i < LATENCY_REQUESTS; i++) {
    const { ms, status } = await timedGet(base, path, jar);
    if (status !== 200) throw new Error(`GET ${path} answered ${status} on request ${i + 1}`);
    samples.push(ms);
  }
  samples.sort((a, b) => a - b);
  return {
    path,
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: samples[samples.length - 1],
  };
}

// ---------------------------------------------------------------------------------------------
// Report

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(2)} ms`;

function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) =>
    r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

async function main() {
  for (const file of ["build/server.js", "build/index.js", "public/build"]) {
    if (!existsSync(resolve(ROOT, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` first`);
    }
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startServer(port);
  await waitForHealth(base, child);
  console.log(`bench: production build on the mock at ${base} (pid ${child.pid})\n`);

  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let first;
  let basicInfo;
  try {
    first = await pageWeight(browser, base, "/");
    basicInfo = await pageWeight(browser, base, "/Secured/Apply");
  } finally {
    await browser.close();
  }
  if (basicInfo.finalPath !== "/basic-info")
    throw new Error(`/Secured/Apply ended on ${basicInfo.finalPath}, not /basic-info`);

  const latencies = [await latency(base, "/"), await latency(base, "/basic-info", { setup: "/Secured/Apply" })];

  const routes = measureRoutes();
  const results = [
    { name: "JS on / (gzip)", actual: first.js.gzip, budget: BUDGETS.js },
    { name: "CSS on / (gzip)", actual: first.css.gzip, budget: BUDGETS.css },
    ...routes.map((r) => ({ name: `JS of route ${r.path} (manifest, gzip)`, actual: r.gzip, budget: JS_BUDGET_BYTES })),
  ].map((r) => ({ ...r, pass: r.actual <= r.budget }));

  console.log("Assets loaded by the page (every script and stylesheet response, gzip -9 of the body)\n");
  console.log(
    table([
      ["page", "JS files", "JS raw", "JS gzip", "CSS files", "CSS raw", "CSS gzip"],
      ...[first, basicInfo].map((p) => [
        p.path === p.finalPath ? p.path : `${p.finalPath} (via ${p.path})`,
        p.js.count,
        kb(p.js.raw),
        kb(p.js.gzip),
        p.css.count,
        kb(p.css.raw),
        kb(p.css.gzip),
      ]),
    ]),
  );
  console.log("\nJavaScript per route (build manifest: entry + root + the route's module and imports, gzip -9)\n");
  console.log(routeTable(routes));
  console.log("\nLargest assets on /\n");
  console.log(
    table([["asset", "raw", "gzip"], ...first.assets.slice(0, 8).map((a) => [a.url, kb(a.raw), kb(a.gzip)])]),
  );

  console.log(
    `\nServer latency (loopback, sequential, one session cookie, ${LATENCY_WARMUP} warm-up requests not counted)\n`,
  );
  console.log(
    table([
      ["GET", "requests", "p50", "p95", "max"],
      ...latencies.map((l) => [l.path, l.n, ms(l.p50), ms(l.p95), ms(l.max)]),
    ]),
  );

  // Lighthouse is too slow for every bench run: its last scores (`npm run lighthouse`) are shown.
  if (existsSync(LIGHTHOUSE_RESULTS)) {
    const last = JSON.parse(readFileSync(LIGHTHOUSE_RESULTS, "utf8"));
    console.log(`\nLighthouse 12, mobile (last \`npm run lighthouse\`, ${last.at})\n`);
    console.log(lighthouseTable(last.rows));
  } else {
    console.log("\nLighthouse: no scores yet (run `npm run lighthouse` after the build)");
  }

  console.log("\nBudgets\n");
  console.log(
    table([
      ["budget", "actual", "limit", "result"],
      ...results
        .filter((r) => !r.name.startsWith("JS of route"))
        .map((r) => [r.name, kb(r.actual), kb(r.budget), r.pass ? "pass" : "FAIL"]),
      ...[routes.filter((r) => r.pass).length].map((n) => [
        `JS per route (${routes.length} routes, table above)`,
        `${n} within`,
        kb(JS_BUDGET_BYTES),
        n === routes.length
          ? "pass"
          : `FAIL: ${routes
              .filter((r) => !r.pass)
              .map((r) => r.path)
              .join(", ")}`,
      ]),
      [
        "JS on /basic-info (gzip, info)",
        kb(basicInfo.js.gzip),
        kb(BUDGETS.js),
        basicInfo.js.gzip <= BUDGETS.js ? "within" : "over",
      ],
      [
        "CSS on /basic-info (gzip, info)",
        kb(basicInfo.css.gzip),
        kb(BUDGETS.css),
        basicInfo.css.gzip <= BUDGETS.css ? "within" : "over",
      ],
    ]),
  );
  const passed = results.filter((r) => r.pass).length;
  const failed = results.length - passed;
  console.log(`\nbudgets: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

let exitCode = 2;
try {
  exitCode = await main();
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  if (serverLog.trim()) console.error(`\nserver output (last lines):\n${serverLog.trim()}`);
  // Not measured counts as failed: both budgets.
  console.log("\nbudgets: 0 passed, 2 failed");
} finally {
  await stopServer();
}
if (!process.argv.includes("--budgets-only")) {
  try {
    const { throughput } = await import("./bench/throughput.mjs");
    await throughput();
  } catch (error) {
    console.error(`bench (server cost): ${error instanceof Error ? error.message : String(error)}`);
    exitCode = Math.max(exitCode, 2);
  }
}
process.exit(exitCode);
