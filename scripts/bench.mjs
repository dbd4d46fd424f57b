#!/usr/bin/env node
// Performance budgets against the production build (`npm run build` first), on the in-process mock.
//
//   npm run bench                 # budgets, then the server-cost comparison (scripts/bench/throughput.mjs)
//   node scripts/bench.mjs --budgets-only   # what `npm test` runs: budgets only
//
// 1. Starts `node build/server.js` itself on a free loopback port (production mode, memory sessions).
// 2. Loads `/` in Debian's Chromium and sums every script and stylesheet response, gzipped (level 9).
//    Budgets: JavaScript ≤ 120 KB gzip, CSS ≤ 20 KB gzip; /basic-info (via /Secured/Apply), a step
//    page with the chunks it imports after hydration, the same.
// 2b. JavaScript per route from the build manifest (scripts/bench/js-budget.mjs): entry + root + the
//    route's module and imports, and what they import later, gzip -9, a table of every route; each
//    route ≤ 120 KB is a budget.
// 3. Measures server latency of GET / and GET /basic-info: ~200 sequential requests each, one cookie.
// Prints a table and `budgets: N passed, M failed`; exits 1 when a budget is over (2 on a setup error).
// The server it started is always stopped.
// 4. Unless --budgets-only: server cost against a bare Remix anchor (scripts/bench/throughput.mjs),
//    minutes long and reported only (throughput depends on the machine), so never part of `npm test`.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { JS_BUDGET_BYTES, measureRoutes, routeTable } from "./bench/js-budget.mjs";
import { latency, LATENCY_WARMUP } from "./bench/latency.mjs";
import { pageWeight } from "./bench/page-weight.mjs";
import { kb, ms, table } from "./bench/report.mjs";
import { ROOT, startApp } from "./bench/servers.mjs";
import { CHROMIUM, lighthouseTable, QUIET_CHROMIUM_ARGS, RESULTS_FILE as LIGHTHOUSE_RESULTS } from "./lighthouse.mjs";

const BUDGETS = { js: JS_BUDGET_BYTES, css: 20 * 1024 };

/** The server this run started (scripts/bench/servers.mjs also kills it when the process exits). */
let server = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function main() {
  for (const file of ["build/server.js", "build/index.js", "public/build"]) {
    if (!existsSync(resolve(ROOT, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` first`);
    }
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);

  server = await startApp({ env: { MOCK_CONTROL: "true" } });
  const { base } = server;
  console.log(`bench: production build on the mock at ${base} (pid ${server.pid})\n`);

  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_CHROMIUM_ARGS });
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
    { name: "JS on /basic-info (gzip)", actual: basicInfo.js.gzip, budget: BUDGETS.js },
    { name: "CSS on /basic-info (gzip)", actual: basicInfo.css.gzip, budget: BUDGETS.css },
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
  console.log(
    "\nJavaScript per route (build manifest: entry + root + the route's module and imports, and what they import later; gzip -9)\n",
  );
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
  const serverLog = server?.log().trim();
  if (serverLog) console.error(`\nserver output (last lines):\n${serverLog}`);
  // Not measured counts as failed: both budgets.
  console.log("\nbudgets: 0 passed, 2 failed");
} finally {
  await server?.stop();
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
