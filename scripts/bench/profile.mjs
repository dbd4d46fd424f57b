// Where a page's server time goes: the production build under autocannon with `node --cpu-prof`,
// then the profile's top items by self time, by function and by package.
//
//   npm run bench:profile                 # GET / (intro)
//   npm run bench:profile -- credit-line  # or: entry, credit-line-data, basic-info, status, post, asset
//   PROFILE_SECONDS=10 npm run bench:profile
//   PROFILE_ROOT=<another checkout, built> npm run bench:profile   # that checkout's build instead
//   PROFILE_SESSION_STORE=redis://127.0.0.1:6379 npm run bench:profile   # sessions in Redis (or file:<dir>)
//
// The .cpuprofile stays in .profiles/ (open it in Chrome DevTools → Performance).
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT, startApp } from "./servers.mjs";
import { BROWSER_ACCEPT_ENCODING, load } from "./load.mjs";
import { atCreditLine, atEntry, atIncome, csrfOf, INCOME_ANSWERS, scriptsOf, visitor } from "./visitor.mjs";
import { isMain } from "../is-main.mjs";

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const TOP = Number(process.env.PROFILE_TOP ?? 25);

/** The request sequence of each target, prepared on a running server. */
const TARGETS = {
  async intro(base) {
    const v = visitor(base);
    await v.page("/");
    return { requests: [{ method: "GET", path: "/", headers: { cookie: v.cookie() } }] };
  },
  async entry() {
    return { requests: [{ method: "GET", path: "/Secured/Apply" }], expect: [302] };
  },
  async "credit-line"(base) {
    const { v } = await atCreditLine(base);
    return { requests: [{ method: "GET", path: "/credit-line", headers: { cookie: v.cookie() } }] };
  },
  // A client navigation's data (JavaScript on): single fetch asks for `<path>.data`.
  async "credit-line-data"(base) {
    const { v } = await atCreditLine(base);
    return { requests: [{ method: "GET", path: "/credit-line.data", headers: { cookie: v.cookie() } }] };
  },
  // The largest script a first visit loads, as a browser asks for it (compressed).
  async asset(base) {
    const v = visitor(base);
    const html = await v.page("/");
    const scripts = scriptsOf(html);
    let largest = { path: scripts[0], bytes: 0 };
    for (const path of scripts) {
      const bytes = (await (await fetch(`${base}${path}`)).arrayBuffer()).byteLength;
      if (bytes > largest.bytes) largest = { path, bytes };
    }
    const headers = { "accept-encoding": process.env.PROFILE_ACCEPT_ENCODING ?? BROWSER_ACCEPT_ENCODING };
    return { requests: [{ method: "GET", path: largest.path, headers }] };
  },
  async "basic-info"(base) {
    const { v } = await atEntry(base);
    return { requests: [{ method: "GET", path: "/basic-info", headers: { cookie: v.cookie() } }] };
  },
  async status(base) {
    const v = visitor(base);
    await v.page("/");
    return { requests: [{ method: "GET", path: "/app-status-no-match", headers: { cookie: v.cookie() } }] };
  },
  async post(base) {
    const { v, html } = await atIncome(base);
    const body = new URLSearchParams({ csrf: csrfOf(html), ...INCOME_ANSWERS }).toString();
    const headers = { cookie: v.cookie(), origin: base, "content-type": "application/x-www-form-urlencoded" };
    return { requests: [{ method: "POST", path: "/debt-to-income", headers, body }], expect: [303] };
  },
};

/**
 * Self time per node of a V8 .cpuprofile, summed by function and by package; only the samples of the
 * last `tailMs` before the profile's end (the measured load and the shutdown, not the start-up).
 */
export function summarize(profile, tailMs = Infinity) {
  const self = new Map(profile.nodes.map((n) => [n.id, 0]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const keyOf = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || "(anonymous)"} ${packageOf(url)}${url ? `:${lineNumber + 1}` : ""}`;
  };
  // Inclusive time: each sample counts once for every function on its stack (recursion once).
  const inclusive = new Map();
  const deltas = profile.timeDeltas ?? [];
  const from = profile.endTime - tailMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += deltas[i] ?? 0;
    if (at < from) return;
    const delta = deltas[i] ?? 0;
    self.set(id, self.get(id) + delta);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parent.get(node)) seen.add(keyOf(byId.get(node)));
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + delta / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFunction = new Map();
  const byPackage = new Map();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) / 1000;
    if (!ms) continue;
    const where = packageOf(node.callFrame.url);
    const fn = keyOf(node);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byPackage.set(where, (byPackage.get(where) ?? 0) + ms);
  }
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => ({ name, ms, share: ms / (total / 1000) }));
  const interesting = new Map([...inclusive].filter(([key]) => !/^\(|^(anonymous)|^\(root\)/.test(key)));
  return {
    totalMs: total / 1000,
    functions: top(byFunction),
    packages: top(byPackage),
    inclusive: top(interesting),
  };
}

function packageOf(url) {
  if (!url) return "(vm)";
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1];
  if (url.startsWith("node:")) return url;
  return relative(ROOT, url.replace(/^file:\/\//, "")) || url;
}

async function main() {
  const name = process.argv[2] ?? "intro";
  const prepare = TARGETS[name];
  if (!prepare) throw new Error(`unknown target ${name}: one of ${Object.keys(TARGETS).join(", ")}`);
  const dir = join(ROOT, ".profiles", process.env.PROFILE_ROOT ? `${name}-baseline` : name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const app = await startApp({
    nodeFlags: ["--cpu-prof", "--cpu-prof-dir", dir],
    root: process.env.PROFILE_ROOT ?? ROOT,
    // `PROFILE_SESSION_STORE=redis://127.0.0.1:6379` (or `file:<dir>`): a page as production's store costs it.
    env: process.env.PROFILE_SESSION_STORE ? { SESSION_STORE: process.env.PROFILE_SESSION_STORE } : {},
  });
  let result;
  let started = performance.now();
  try {
    const { requests, expect } = await prepare(app.base);
    await load(app, requests, { expect, seconds: 3 }); // warm-up, left out of the summary
    started = performance.now();
    result = await load(app, requests, { expect, seconds: SECONDS });
  } finally {
    await app.stop();
  }
  const tailMs = performance.now() - started;
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no profile written in ${dir}`);
  const summary = summarize(JSON.parse(readFileSync(join(dir, file), "utf8")), tailMs);
  const pct = (share) => `${(share * 100).toFixed(1)} %`;
  console.log(
    `profile of ${name}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.cpuPerRequest.toFixed(2)} ms CPU per request; ${relative(ROOT, join(dir, file))}\n`,
  );
  console.log("self time by function");
  for (const f of summary.functions) console.log(`  ${pct(f.share).padStart(7)}  ${f.name}`);
  console.log("\ntotal time (self and callees) by function");
  for (const f of summary.inclusive) console.log(`  ${pct(f.share).padStart(7)}  ${f.name}`);
  console.log("\nself time by package");
  for (const p of summary.packages) console.log(`  ${pct(p.share).padStart(7)}  ${p.name}`);
}

if (isMain(import.meta.url)) await main();
