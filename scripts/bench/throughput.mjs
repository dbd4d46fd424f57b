// Server cost (issue 45): requests per second, p95 and CPU per request of the app's pages next to two
// stock Remix 2.17 anchors (bench/anchor/: its own node_modules, @remix-run/express, the default
// entry.server), measured with autocannon in one run, interleaved over rounds; each figure is a
// ratio to the anchors of its own round, so a busy machine shifts both sides.
//
//   npm run bench:server                      # or `npm run bench` (page weight first, then this)
//   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npm run bench:server
//
// Two anchors: the one-route hello app, and the same app with as many trivial routes as the app's
// build has (the framework's per-route work alone). Budgets, against the second anchor's hello page:
// every GET ≥ 0.8 × its req/s, POST → 303 ≥ 0.5 ×, medians of three interleaved rounds at 20
// connections. Figures are reported, never a failed exit code: throughput depends on the machine
// (docs/performance.md).
//
// BENCH_BASELINE=<another checkout, built> adds that checkout's app to every round (rows marked
// "baseline"): before and after a change, measured side by side on the same machine load.
// BENCH_SESSION_STORE=file or redis://127.0.0.1:6379: sessions in that store (default: memory).
// BENCH_ACCEPT_ENCODING="gzip, deflate, br, zstd": pages and data compressed, as browsers get them.
// BENCH_WARM_SECONDS (2): the uncounted warm-up of every server and target. `--help`: this text.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "./load.mjs";
import { percentile, table } from "./report.mjs";
import { appRouteCount, startAnchor, startApp } from "./servers.mjs";
import { atCreditLine, atEntry, atIncome, csrfOf, INCOME_ANSWERS, visitor } from "./visitor.mjs";
import { isMain } from "../is-main.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
/** Issue 45's budgets: × the same-route-count anchor's req/s, in the rounds and connections it names. */
export const BUDGETS = { get: 0.8, post: 0.5, rounds: 3, connections: 20 };

const median = (values) => percentile(values, 50);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const withCookie = (cookie, extra = {}) => ({
  headers: { cookie, ...(ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {}), ...extra },
});

/** The app's targets: each prepares its own session, then names the request sequence to load. */
function appTargets(base, label = "") {
  return appTargetList(base).map((t) => ({ ...t, name: `${label}${t.name}` }));
}

/** A page a visitor who has seen the intro asks for again and again. */
function visitorGet(base, path) {
  return async () => {
    const v = visitor(base);
    await v.page("/");
    return { requests: [{ method: "GET", path, ...withCookie(v.cookie()) }] };
  };
}

function appTargetList(base) {
  return [
    { name: "intro GET /", prepare: visitorGet(base, "/") },
    {
      // No cookie: every request is a new visitor, so this is also sessions created per second.
      name: "entry GET /Secured/Apply → 302",
      async prepare() {
        return { requests: [{ method: "GET", path: "/Secured/Apply" }], expect: [302, 303] };
      },
    },
    {
      name: "step GET /credit-line (session)",
      async prepare() {
        const { v } = await atCreditLine(base, { email: "bench-step@example.com" });
        return { requests: [{ method: "GET", path: "/credit-line", ...withCookie(v.cookie()) }] };
      },
    },
    {
      // With JavaScript, a page after the first is a client navigation: single fetch asks for its data.
      name: "client navigation GET /credit-line.data",
      async prepare() {
        const { v } = await atCreditLine(base, { email: "bench-data@example.com" });
        return { requests: [{ method: "GET", path: "/credit-line.data", ...withCookie(v.cookie()) }] };
      },
    },
    {
      name: "heaviest step GET /basic-info",
      async prepare() {
        const { v } = await atEntry(base);
        return { requests: [{ method: "GET", path: "/basic-info", ...withCookie(v.cookie()) }] };
      },
    },
    { name: "status GET /app-status-no-match", prepare: visitorGet(base, "/app-status-no-match") },
    {
      name: "POST /debt-to-income → 303",
      async prepare() {
        const { v, html } = await atIncome(base, { email: "bench-post@example.com" });
        return {
          requests: [postIncome(v.cookie(), csrfOf(html), base)],
          expect: [303],
        };
      },
    },
  ];
}

function postIncome(cookie, csrf, base) {
  return {
    method: "POST",
    path: "/debt-to-income",
    headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, ...INCOME_ANSWERS }).toString(),
  };
}

/** One POST → 303 → GET run on each connection, from a fresh applicant at the income step. */
async function pairLoad(server, email) {
  const { v, html } = await atIncome(server.base, { email });
  return load(
    server,
    [
      postIncome(v.cookie(), csrfOf(html), server.base),
      { method: "GET", path: "/credit-line", ...withCookie(v.cookie()) },
    ],
    { expect: [303, 200] },
  );
}

const budgetOf = (name) => (name.startsWith("anchor") ? null : name.includes("POST") ? BUDGETS.post : BUDGETS.get);
const verdict = (budget, ratio) => (budget === null ? "" : ratio >= budget ? "met" : "missed");
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

/**
 * BENCH_SESSION_STORE=file (a fresh directory per server) or redis://…: the app's sessions where
 * production keeps them. Unset (or `memory`): in memory, as the tests, and as the figures before.
 */
function sessionStoreEnv(name) {
  const store = process.env.BENCH_SESSION_STORE;
  if (!store || store === "memory") return {};
  if (store === "file") return { SESSION_STORE: `file:${mkdtempSync(join(tmpdir(), `bench-sessions-${name}-`))}` };
  return { SESSION_STORE: store };
}

/** Runs the whole comparison and prints it; resolves to the per-target summary (for docs and tests). */
export async function throughput({ rounds = ROUNDS, log = console.log } = {}) {
  const routes = await appRouteCount();
  // The anchor's root and hello page are two routes: the second anchor gets the rest as trivial ones.
  const anchors = [
    { name: "anchor: hello, 1 route", server: await startAnchor(0) },
    {
      name: `anchor: hello + ${routes - 2} trivial (${routes} routes, as the app)`,
      server: await startAnchor(routes - 2),
    },
  ];
  const app = await startApp({ env: sessionStoreEnv("app") });
  const baselineRoot = process.env.BENCH_BASELINE;
  const baseline = baselineRoot ? await startApp({ root: baselineRoot, env: sessionStoreEnv("baseline") }) : null;
  const servers = [...anchors.map((a) => a.server), app, ...(baseline ? [baseline] : [])];
  try {
    log(
      `\nServer cost: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per figure, ${rounds} interleaved rounds; the app has ${routes} routes\n`,
    );
    const targets = [
      ...appTargets(app.base).map((t) => ({ ...t, server: app })),
      ...(baseline
        ? appTargets(baseline.base, `baseline (${await appRouteCount(baselineRoot)} routes): `).map((t) => ({
            ...t,
            server: baseline,
          }))
        : []),
    ];
    // Warm-up, not counted: the JIT compiles the hot paths of every server and target first.
    for (const anchor of anchors) await load(anchor.server, [{ method: "GET", path: "/" }], { seconds: WARM_SECONDS });
    for (const target of targets) {
      const { requests, expect } = await target.prepare();
      await load(target.server, requests, { expect, seconds: WARM_SECONDS });
    }
    const figures = new Map([...anchors, ...targets].map((t) => [t.name, []]));
    // POST → 303 → GET on each connection: the applicant's wait between pressing Continue and the next
    // page. Once per round and per app, like every other figure (one run of it swings ±20 %).
    const pairApps = [{ name: "app", server: app }, ...(baseline ? [{ name: "baseline", server: baseline }] : [])];
    const pairs = new Map(pairApps.map((p) => [p.name, []]));
    // The same two-request wait on the bare hello page: what the machine itself allows at this many
    // connections, the floor under the app's pair.
    const anchorPairs = [];
    for (let round = 1; round <= rounds; round++) {
      const anchorRps = [];
      const anchorCpu = [];
      for (const anchor of anchors) {
        const result = await load(anchor.server, [{ method: "GET", path: "/" }]);
        anchorRps.push(result.rps);
        anchorCpu.push(result.cpuPerRequest);
        figures.get(anchor.name).push({
          ...result,
          ratio: anchorRps.map((a) => result.rps / a),
          cpuRatio: anchorCpu.map((a) => a / result.cpuPerRequest),
        });
      }
      // Anchors first, then the targets in an order that turns each round, so no target always
      // runs on a machine warmed (or slowed) by the same neighbour.
      const order = targets.map((_, i) => targets[(i + round - 1) % targets.length]);
      for (const target of order) {
        const { requests, expect } = await target.prepare();
        const result = await load(target.server, requests, { expect });
        figures.get(target.name).push({
          ...result,
          ratio: anchorRps.map((a) => result.rps / a),
          cpuRatio: anchorCpu.map((a) => a / result.cpuPerRequest),
        });
      }
      for (const { name, server } of round % 2 ? pairApps : [...pairApps].reverse()) {
        pairs.get(name).push(await pairLoad(server, `bench-pair-${name}-${round}@example.com`));
      }
      const hello = { method: "GET", path: "/" };
      anchorPairs.push(await load(anchors[0].server, [hello, hello]));
      log(`  round ${round} of ${rounds}: anchors ${anchorRps.map((r) => fmt(r)).join(" / ")} req/s`);
    }
    const pairOf = (runs) => ({
      pairP95: median(runs.map((r) => r.pairP95)),
      runsP95: runs.map((r) => r.pairP95),
      rps: median(runs.map((r) => r.rps)),
      errors: runs.reduce((n, r) => n + r.errors, 0),
    });
    const pair = pairOf(pairs.get("app"));
    const baselinePair = baseline ? pairOf(pairs.get("baseline")) : null;
    const anchorPair = pairOf(anchorPairs);

    const summary = [...figures].map(([name, runs]) => ({
      name,
      rps: median(runs.map((r) => r.rps)),
      p95: median(runs.map((r) => r.p95)),
      ratioOne: median(runs.map((r) => r.ratio[0])),
      ratioSame: median(runs.map((r) => r.ratio[1])),
      cpu: median(runs.map((r) => r.cpuPerRequest)),
      cpuOne: median(runs.map((r) => r.cpuRatio[0])),
      cpuSame: median(runs.map((r) => r.cpuRatio[1])),
      errors: runs.reduce((n, r) => n + r.errors, 0),
      unexpected: runs.reduce((n, r) => n + Object.values(r.unexpected).reduce((a, b) => a + b, 0), 0),
      budget: budgetOf(name),
    }));
    log(
      `\n${table([
        [
          "target (median of the rounds)",
          "req/s",
          "p95",
          "× 1-route",
          `× ${routes}-route`,
          "CPU/req",
          "CPU × 1-route",
          `CPU × ${routes}-route`,
          "errors",
          "other status",
          "budget",
          "by req/s",
          "by CPU",
        ],
        ...summary.map((s) => [
          s.name,
          fmt(s.rps),
          `${fmt(s.p95, 1)} ms`,
          fmt(s.ratioOne, 2),
          fmt(s.ratioSame, 2),
          `${fmt(s.cpu, 2)} ms`,
          fmt(s.cpuOne, 2),
          fmt(s.cpuSame, 2),
          s.errors,
          s.unexpected,
          s.budget === null ? "" : `≥ ${s.budget} ×`,
          verdict(s.budget, s.ratioSame),
          verdict(s.budget, s.cpuSame),
        ]),
      ])}`,
    );
    const pairLine = (label, p) =>
      `${label}pair p95 ${fmt(p.pairP95, 1)} ms (median of ${p.runsP95.map((x) => fmt(x, 1)).join(" / ")}), ${fmt(p.rps)} answers/s, ${p.errors} errors`;
    log(`\nPOST /debt-to-income → 303 → GET /credit-line, ${CONNECTIONS} connections:`);
    log(pairLine("  ", pair));
    if (baselinePair) log(pairLine("  baseline: ", baselinePair));
    log(pairLine("  the floor, anchor's GET / → GET / (1 route): ", anchorPair));
    log(
      `\nBudgets (issue 45): every GET ≥ ${BUDGETS.get} × and POST → 303 ≥ ${BUDGETS.post} × the ${routes}-route anchor's req/s (its hello page), medians of ${BUDGETS.rounds} interleaved rounds at ${BUDGETS.connections} connections; "by CPU": the same ratio of CPU per request. Reported, not enforced: figures depend on the machine.`,
    );
    if (rounds !== BUDGETS.rounds || CONNECTIONS !== BUDGETS.connections)
      log(`This run: ${rounds} rounds at ${CONNECTIONS} connections, not the budgets' measurement.`);
    return { routes, summary, pair, baselinePair, anchorPair };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

if (isMain(import.meta.url)) {
  if (process.argv.includes("--help")) {
    const header = readFileSync(new URL(import.meta.url), "utf8").split("\nimport ")[0];
    console.log(header.replace(/^\/\/ ?/gm, ""));
  } else await throughput();
}
