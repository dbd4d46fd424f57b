// Soak (issue 15): the production build under steady load for 10 minutes — 20 connections over the
// intro, a session-bound step, a status screen, POST → 303, new visitors, a client navigation's data
// (`.data`) and the first script a page names, the GETs asking for compression as Chromium does
// (from the seventeenth session; before, no compression, no `.data` and no script) — on the file
// session store (production's default). Passes with 0 errors and flat memory: the heap that survives a
// full collection (asked for every 30 s through scripts/bench/gc-probe.cjs, more often in a shorter run) over the last quarter of
// the run within 10 % (and 10 MB) of the second quarter's (the first is warm-up). RSS is reported
// beside it: it also follows how lazily V8 grows its heap on a busy machine, so it is not the verdict.
// Not part of `npm test`. Production build first (`npm run build`).
//
//   npm run soak                      # 600 s
//   SOAK_SECONDS=60 npm run soak      # shorter
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp } from "./servers.mjs";
import { BROWSER_ACCEPT_ENCODING, load } from "./load.mjs";
import { percentile } from "./report.mjs";
import { atCreditLine, atIncome, csrfOf, INCOME_ANSWERS, scriptsOf, visitor } from "./visitor.mjs";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
const SAMPLE_MS = 2_000;
// At least a dozen samples in a short run, one every 30 s in the full one.
const GC_SAMPLE_MS = Math.min(30_000, Math.max(2_000, (SECONDS * 1000) / 12));
const FLAT = { share: 0.1, mb: 10 };
const PROBE = join(import.meta.dirname, "gc-probe.cjs");

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

const dir = mkdtempSync(join(tmpdir(), "soak-sessions-"));
const app = await startApp({ env: { SESSION_STORE: `file:${dir}` }, nodeFlags: ["--expose-gc", "--require", PROBE] });

/** The heap in use after a full collection, MB: the probe's newest line after asking for one. */
async function heapAfterGcMb() {
  process.kill(app.pid, "SIGUSR2");
  await new Promise((r) => setTimeout(r, 1_000));
  const lines = [...app.log().matchAll(/gc-probe heap-used (\d+)/g)];
  return lines.length ? Number(lines.at(-1)[1]) / 2 ** 20 : NaN;
}

/** Mean of the second and of the last quarter of samples (the first is warm-up), and the growth between. */
function quarters(values) {
  const quarter = Math.max(1, Math.floor(values.length / 4));
  const settled = mean(values.slice(quarter, 2 * quarter));
  const last = mean(values.slice(-quarter));
  return { settled, last, growth: last - settled };
}
let exitCode = 1;
try {
  const intro = visitor(app.base);
  await intro.page("/");
  const step = await atCreditLine(app.base, { email: "soak-step@example.com" });
  const poster = await atIncome(app.base, { email: "soak-post@example.com" });
  // What a browser's requests carry: compression is where zlib's buffers would show a leak.
  const cookie = (v) => ({ cookie: v.cookie(), "accept-encoding": BROWSER_ACCEPT_ENCODING });
  const scripts = scriptsOf(await intro.page("/"));
  const requests = [
    { method: "GET", path: "/", headers: cookie(intro) },
    { method: "GET", path: "/credit-line", headers: cookie(step.v) },
    { method: "GET", path: "/credit-line.data", headers: cookie(step.v) },
    { method: "GET", path: "/app-status-no-match", headers: cookie(intro) },
    { method: "GET", path: scripts[0], headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING } },
    {
      method: "POST",
      path: "/debt-to-income",
      headers: { ...cookie(poster.v), origin: app.base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: csrfOf(poster.html), ...INCOME_ANSWERS }).toString(),
    },
    { method: "GET", path: "/Secured/Apply" },
  ];
  const samples = [];
  const heaps = [];
  const sampler = setInterval(() => samples.push(rssMb(app.pid)), SAMPLE_MS);
  const gcSampler = setInterval(() => void heapAfterGcMb().then((mb) => heaps.push(mb)), GC_SAMPLE_MS);
  console.log(
    `soak: ${SECONDS} s at ${CONNECTIONS} connections on ${app.base} (file sessions), RSS every ${SAMPLE_MS / 1000} s, the heap after a full collection every ${GC_SAMPLE_MS / 1000} s`,
  );
  const result = await load(app, requests, {
    expect: [200, 302, 303],
    seconds: SECONDS,
    connections: CONNECTIONS,
    // A shared machine can stall a request for seconds; a real failure is an error status or a hang.
    timeout: 30,
  });
  clearInterval(sampler);
  clearInterval(gcSampler);
  heaps.push(await heapAfterGcMb());

  const rss = quarters(samples);
  const heap = quarters(heaps.filter(Number.isFinite));
  const flat = heaps.length >= 4 && heap.growth <= FLAT.mb && heap.growth <= heap.settled * FLAT.share;
  const errors = result.errors + Object.values(result.unexpected).reduce((a, b) => a + b, 0);
  console.log(
    `requests: ${result.rps.toFixed(0)}/s, p95 ${result.p95.toFixed(1)} ms, errors ${errors} ${JSON.stringify(result.unexpected)}`,
  );
  console.log(
    `heap after a full collection: second quarter ${heap.settled.toFixed(1)} MB, last quarter ${heap.last.toFixed(1)} MB (growth ${heap.growth.toFixed(1)} MB; ${heaps.length} samples)`,
  );
  console.log(
    `RSS: start ${samples[0]?.toFixed(1)} MB, second quarter ${rss.settled.toFixed(1)} MB, last quarter ${rss.last.toFixed(1)} MB (growth ${rss.growth.toFixed(1)} MB), peak ${Math.max(...samples).toFixed(1)} MB, p50 ${percentile(samples, 50).toFixed(1)} MB`,
  );
  console.log(`soak: ${errors === 0 ? "0 errors" : `${errors} ERRORS`}, memory ${flat ? "flat" : "GROWING"}`);
  exitCode = errors === 0 && flat ? 0 : 1;
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
