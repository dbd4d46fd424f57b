// `npm run bench:cluster`: requests per second of 1, 2 and 3 production instances on one Redis and
// the standalone bank mock (build first). The load generator spreads requests over the instances
// itself (no proxy in the way): 20 visitors, each with its own session, GET /basic-info in a loop
// (each request loads and saves its session in Redis). Prints a table; docs/deploy.md has a figure.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./bench/servers.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20);
const children = [];

async function until(check, what, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("exit", stopAll);

if (!existsSync("build/server.js")) throw new Error("build first: npm run build");
if (spawnSync("redis-server", ["--version"]).status !== 0)
  throw new Error("redis-server is needed: apt-get install -y redis-server");

const redisPort = await freePort();
const redisDir = mkdtempSync(join(tmpdir(), "bench-redis-"));
start("redis-server", [
  "--port",
  String(redisPort),
  "--bind",
  "127.0.0.1",
  "--dir",
  redisDir,
  "--save",
  "",
  "--appendonly",
  "no",
]);
const bankPort = await freePort();
start(process.execPath, ["build/mock-server.js"], {
  MOCK_PORT: String(bankPort),
  MOCK_HOST: "127.0.0.1",
  NODE_ENV: "production",
});
const bank = `http://127.0.0.1:${bankPort}`;
await until(() => fetch(`${bank}/healthz`).then((r) => r.ok), "the bank mock");

const instances = [];
async function addInstance() {
  const port = await freePort();
  start(process.execPath, ["build/server.js"], {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SESSION_SECRET: "bench-cluster-secret-0123456789abcdefghij",
    SESSION_STORE: `redis://127.0.0.1:${redisPort}`,
    UPSTREAM_API_URL: bank,
    LOG_LEVEL: "warn",
  });
  const url = `http://127.0.0.1:${port}`;
  await until(() => fetch(`${url}/readyz`).then((r) => r.ok), "an instance");
  instances.push(url);
}

async function visitor() {
  const entry = await fetch(`${instances[0]}/Secured/Apply`, { redirect: "manual" });
  return entry.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function run() {
  const cookies = await Promise.all(Array.from({ length: VISITORS }, visitor));
  let done = 0;
  let failed = 0;
  let next = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (Date.now() < end) {
        const url = instances[next++ % instances.length];
        const response = await fetch(`${url}/basic-info`, { headers: { cookie }, redirect: "manual" }).catch(
          () => null,
        );
        if (response?.status === 200) done++;
        else failed++;
        await response?.arrayBuffer();
      }
    }),
  );
  return { rps: done / SECONDS, failed };
}

const rows = [];
try {
  for (let n = 1; n <= 3; n++) {
    await addInstance();
    const { rps, failed } = await run();
    rows.push({ instances: n, "req/s": Math.round(rps), failed });
  }
  console.table(rows);
  console.log(
    `(${VISITORS} visitors, ${SECONDS} s each, GET /basic-info with a session in Redis, on ${(await import("node:os")).cpus().length} cores)`,
  );
} finally {
  stopAll();
  rmSync(redisDir, { recursive: true, force: true });
}
