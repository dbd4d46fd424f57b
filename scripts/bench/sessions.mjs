// How cost grows with sessions (issue 15): new sessions per second and the bytes each stored session
// takes, in the file store and in Redis. Production build (`npm run build` first); redis-server for Redis.
//
//   npm run bench:sessions
//   SESSIONS_SECONDS=10 npm run bench:sessions
//
// Load: a new visitor per pair of requests at 20 connections — GET /Secured/Apply without a cookie
// (302 to the cookie check, nothing stored), then that address with the cookie it set (the session is
// stored; 302 to /basic-info). Memory per session: the store's growth over the run divided by the
// sessions it gained (file: bytes on disk; Redis: INFO used_memory and DBSIZE).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startApp } from "./servers.mjs";
import { load } from "./load.mjs";

const SECONDS = Number(process.env.SESSIONS_SECONDS ?? 10);

function filesIn(dir) {
  let count = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // A write in flight (`….tmp`, renamed into place when complete) is not a stored session yet.
    if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
    const size = statSync(join(entry.parentPath ?? entry.path, entry.name), { throwIfNoEntry: false })?.size;
    if (size === undefined) continue; // removed (expired or replaced) since the listing
    count += 1;
    bytes += size;
  }
  return { count, bytes };
}

async function startRedis() {
  if (spawnSync("redis-server", ["--version"]).status !== 0) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "bench-sessions-redis-"));
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir, "--save", ""], {
    stdio: "ignore",
  });
  const cli = (...args) => spawnSync("redis-cli", ["-p", String(port), ...args], { encoding: "utf8" }).stdout.trim();
  for (let i = 0; i < 100 && cli("PING") !== "PONG"; i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: `redis://127.0.0.1:${port}`,
    sessions: () => Number(cli("DBSIZE")),
    usedMemory: () => Number(/used_memory:(\d+)/.exec(cli("INFO", "memory"))?.[1] ?? NaN),
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A first visit: the entry page, then its cookie check with the cookie the entry page set. */
const NEW_VISITOR = [
  {
    method: "GET",
    path: "/Secured/Apply",
    onResponse: (_status, _body, context, headers) => {
      // autocannon keeps the headers' names as the server spelled them.
      const header = (name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
      context.cookie = [header("set-cookie") ?? []]
        .flat()
        .map((c) => c.split(";")[0])
        .join("; ");
      context.location = header("location");
    },
  },
  {
    method: "GET",
    setupRequest: (request, context) => ({
      ...request,
      path: context.location,
      headers: { ...request.headers, cookie: context.cookie },
    }),
  },
];

async function measure(name, env, sample) {
  const app = await startApp({ env });
  try {
    const requests = NEW_VISITOR;
    await load(app, requests, { expect: [302], seconds: 2 }); // warm-up
    const before = sample();
    const result = await load(app, requests, { expect: [302], seconds: SECONDS });
    const after = sample();
    const sessions = after.sessions - before.sessions;
    return {
      name,
      perSecond: result.rps / NEW_VISITOR.length, // two answers per new visitor
      p95: result.p95,
      sessions,
      bytesPerSession: sessions > 0 ? (after.bytes - before.bytes) / sessions : NaN,
      errors: result.errors + Object.values(result.unexpected).reduce((a, b) => a + b, 0),
    };
  } finally {
    await app.stop();
  }
}

const results = [];
const dir = mkdtempSync(join(tmpdir(), "bench-sessions-file-"));
try {
  results.push(
    await measure("file", { SESSION_STORE: `file:${dir}` }, () => {
      const { count, bytes } = filesIn(dir);
      return { sessions: count, bytes };
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const redis = await startRedis();
if (redis) {
  try {
    results.push(
      await measure("redis", { SESSION_STORE: redis.url }, () => ({
        sessions: redis.sessions(),
        bytes: redis.usedMemory(),
      })),
    );
  } finally {
    redis.stop();
  }
} else {
  console.log("redis-server not found: the Redis store is not measured");
}
console.log(`\nNew sessions: GET /Secured/Apply, then its cookie check; 20 connections, ${SECONDS} s per store\n`);
for (const r of results) {
  console.log(
    `${r.name.padEnd(6)} ${r.perSecond.toFixed(0).padStart(6)} sessions/s  p95 ${r.p95.toFixed(1)} ms  ${r.sessions} stored  ${r.bytesPerSession.toFixed(0)} bytes per stored session  ${r.errors} errors`,
  );
}
