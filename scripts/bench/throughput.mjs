// Server cost (issue 15): requests per second and p95 of the app's pages next to a bare Remix hello
// app on the same packages (bench/anchor/), measured with autocannon in one run, interleaved over
// rounds; each figure is a ratio to the anchors of its own round, so a busy machine shifts both sides.
//
//   npm run bench:server                      # or `npm run bench` (page weight first, then this)
//   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=20 npm run bench:server
//
// Two anchors: the one-route hello app, and the same app with as many trivial routes as the app has
// (the framework's per-route work alone). Targets: ≥ 0.5 × the first (aim 0.6), ≥ 0.9 × the second;
// POST → 303 → GET p95 ≤ 25 ms at 20 connections. Figures are reported, never a failed exit code:
// throughput depends on the machine (docs/performance.md).
//
// BENCH_BASELINE=<another checkout, built> adds that checkout's app to every round (rows marked
// "baseline"): before and after a change, measured side by side on the same machine load.
// BENCH_SESSION_STORE=file or redis://127.0.0.1:6379: sessions in that store (default: memory).
// BENCH_ACCEPT_ENCODING="gzip, deflate, br, zstd": pages and data compressed, as browsers get them.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { percentile, table } from "./report.mjs";
import { appRouteCount, startAnchor, startApp } from "./servers.mjs";
import { atCreditLine, atEntry, atIncome, csrfOf, INCOME_ANSWERS, visitor } from "./visitor.mjs";
import { isMain } from "../is-main.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
export const TARGETS_RATIO = { oneRoute: 0.5, oneRouteAim: 0.6, sameRoutes: 0.9, pairP95Ms: 25 };

export { percentile };
const median = (values) => percentile(values, 50);

/** CPU time (user + system, ms) a process has used: on a shared machine, CPU per request is steadier than req/s. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of stat(5); clock ticks of 10 ms on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon against one request sequence. Returns requests per second (answers with an expected
 * status only), p95 of each answer's time, the pair time (POST then GET on one connection) when the
 * sequence has two requests, and what else came back.
 */
export async function load(
  server,
  requests,
  { expect = [200], seconds = SECONDS, connections = CONNECTIONS, timeout = 10 } = {},
) {
  const { base, pid } = server;
  const times = [];
  const pairs = [];
  const unexpected = {};
  let good = 0;
  const instance = autocannon({ url: base, connections, duration: seconds, requests, timeout });
  const pending = new Map();
  instance.on("response", (client, status, _bytes, ms) => {
    times.push(ms);
    if (expect.includes(status)) good += 1;
    else unexpected[status] = (unexpected[status] ?? 0) + 1;
    if (requests.length === 2) {
      const first = pending.get(client);
      if (first === undefined) pending.set(client, ms);
      else {
        pairs.push(first + ms);
        pending.delete(client);
      }
    }
  });
  const cpuBefore = cpuMs(pid);
  const result = await instance;
  const cpu = cpuMs(pid) - cpuBefore;
  return {
    rps: good / result.duration,
    cpuPerRequest: times.length ? cpu / times.length : NaN,
    p95: percentile(times, 95),
    pairP95: pairs.length ? percentile(pairs, 95) : null,
    errors: result.errors + result.timeouts,
    unexpected,
  };
}

/** What Chromium asks for; autocannon asks for no compression, and the anchor compresses nothing. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
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

const verdict = (one, same) => (one >= TARGETS_RATIO.oneRoute && same >= TARGETS_RATIO.sameRoutes ? "met" : "missed");
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

/** Runs the whole comparison and prints it; resolves to the per-target summary (for docs and tests). */
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
    // connections, the floor under the app's pair (on a slow machine it is above the target).
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
      isGet: !name.startsWith("anchor") && !name.includes("POST"),
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
          "target (req/s)",
          "target (CPU)",
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
          s.isGet ? verdict(s.ratioOne, s.ratioSame) : "",
          s.isGet ? verdict(s.cpuOne, s.cpuSame) : "",
        ]),
      ])}`,
    );
    const pairLine = (label, p) =>
      `${label}pair p95 ${fmt(p.pairP95, 1)} ms (median of ${p.runsP95.map((x) => fmt(x, 1)).join(" / ")}; target ≤ ${TARGETS_RATIO.pairP95Ms} ms), ${fmt(p.rps)} answers/s, ${p.errors} errors`;
    log(`\nPOST /debt-to-income → 303 → GET /credit-line, ${CONNECTIONS} connections:`);
    log(pairLine("  ", pair));
    if (baselinePair) log(pairLine("  baseline: ", baselinePair));
    log(pairLine("  the floor, anchor's GET / → GET / (1 route): ", anchorPair));
    log(
      `Targets: every GET ≥ ${TARGETS_RATIO.oneRoute} × the 1-route anchor (aim ${TARGETS_RATIO.oneRouteAim}) and ≥ ${TARGETS_RATIO.sameRoutes} × the ${routes}-route anchor. Reported, not enforced: figures depend on the machine.`,
    );
    return { routes, summary, pair, baselinePair, anchorPair };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

if (isMain(import.meta.url)) {
  await throughput();
}
