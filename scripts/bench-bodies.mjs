#!/usr/bin/env node
// Memory and latency under oversized bodies (issue 10), against the production build
// (`npm run build` first):
//
//   npm run bench:bodies            # 20 concurrent 500 MB posts for 20 s
//   BODY_POSTS=20 BODY_MB=500 BODY_SECONDS=20 npm run bench:bodies
//
// Starts `node build/server.js` on a free loopback port and reads its RSS (/proc/<pid>/status).
// First the other user alone loads GET / and GET /healthz in a loop for BODY_WARM_SECONDS: the
// server's memory under ordinary traffic (V8 grows its heap to fit the rendering load, bodies or
// not) — its peak is the baseline. Then BODY_POSTS clients each stream BODY_MB-megabyte posts
// (chunked) at form routes and the upload route while the other user goes on. Prints both peaks,
// the other client's p50/p95 under the posts, and `bodies: N passed, M failed` for the two limits:
// peak RSS within 100 MB of the baseline, the other client's p95 under 200 ms. Exits 1 when over.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { Worker } from "node:worker_threads";
import { startNode } from "./bench/servers.mjs";

const POSTS = Number(process.env.BODY_POSTS ?? 20);
const BODY_BYTES = Number(process.env.BODY_MB ?? 500) * 1024 * 1024;
const SECONDS = Number(process.env.BODY_SECONDS ?? 20);
const WARM_SECONDS = Number(process.env.BODY_WARM_SECONDS ?? 15);
const RSS_BUDGET_MB = 100;
const P95_BUDGET_MS = 200;
const TARGETS = [
  "/basic-info",
  "/otp-check",
  "/check-application-status",
  "/document-upload",
  "/identity-verification",
];

const OTHER_USER = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const times = [];
  while (Date.now() < workerData.deadline) {
    for (const path of ["/", "/healthz"]) {
      const started = performance.now();
      await fetch(workerData.url + path).then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
    }
  }
  parentPort.postMessage(times);
})();
`;

function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** One chunked post of `bytes` zero bytes; resolves when the server answered or cut it off. */
function hugePost(port, path, bytes) {
  return new Promise((done) => {
    const req = request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: {
        "content-type":
          path === "/document-upload" ? "multipart/form-data; boundary=b" : "application/x-www-form-urlencoded",
        origin: `http://127.0.0.1:${port}`,
      },
    });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    let finished = false;
    const finish = (outcome) => {
      if (finished) return;
      finished = true;
      req.destroy();
      done(outcome);
    };
    req.on("response", (res) => {
      res.resume();
      finish(String(res.statusCode));
    });
    req.on("error", () => finish("cut"));
    const pump = () => {
      while (sent < bytes && !finished) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
      if (!finished) req.end();
    };
    pump();
  });
}

async function main() {
  const server = await startNode("build/server.js", {
    env: {
      NODE_ENV: "production",
      MOCKS: "true",
      UPSTREAM_API_URL: "",
      SESSION_SECRET: "bench-only-secret-0123456789abcdefghijklm",
      SESSION_STORE: "memory",
      LOG_LEVEL: "warn",
      RATE_LIMIT_POSTS_PER_MINUTE: "100000000",
      RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: "100000000",
    },
  });
  const url = server.base;
  const port = Number(new URL(url).port);
  try {
    const started = rssMb(server.pid);
    let peak = started;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
    // The other user runs on its own thread, so the posters' own work never delays its clock.
    const otherUser = (deadline) =>
      new Promise((done, fail) => {
        const worker = new Worker(OTHER_USER, { eval: true, workerData: { url, deadline } });
        worker.once("message", done);
        worker.once("error", fail);
      });
    await otherUser(Date.now() + WARM_SECONDS * 1000);
    const baseline = peak;

    const deadline = Date.now() + SECONDS * 1000;
    const outcomes = {};
    let posts = 0;
    const poster = async (i) => {
      while (Date.now() < deadline) {
        const outcome = await hugePost(port, TARGETS[(i + posts) % TARGETS.length], BODY_BYTES);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        posts += 1;
      }
    };
    const [times] = await Promise.all([otherUser(deadline), ...Array.from({ length: POSTS }, (_, i) => poster(i))]);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 3_000));
    const after = rssMb(server.pid);

    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? NaN;
    const growth = peak - baseline;
    console.log(
      `bodies: ${POSTS} clients × ${BODY_BYTES / 1024 / 1024} MB posts for ${SECONDS} s: ${posts} posts, outcomes ${JSON.stringify(outcomes)}`,
    );
    console.log(
      `RSS: at start ${started.toFixed(1)} MB, baseline (peak under ${WARM_SECONDS} s of ordinary traffic) ${baseline.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${growth.toFixed(1)} MB (budget ${RSS_BUDGET_MB}), 3 s after ${after.toFixed(1)} MB`,
    );
    console.log(
      `other user: ${times.length} requests, p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms (budget ${P95_BUDGET_MS})`,
    );
    const passed = [growth <= RSS_BUDGET_MB, p(0.95) <= P95_BUDGET_MS];
    console.log(`bodies: ${passed.filter(Boolean).length} passed, ${passed.filter((x) => !x).length} failed`);
    process.exitCode = passed.every(Boolean) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
