// Servers for the throughput benchmark: the app's production build and the bare Remix anchors
// (bench/anchor/), each a child process on a free loopback port, always stopped when we exit.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { limitsLifted } from "../lib/limits-lifted.mjs";

export const ROOT = resolve(import.meta.dirname, "..", "..");
const ANCHOR = join(ROOT, "bench", "anchor");
const children = new Set();

process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base}: server exited with code ${child.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base}: no answer on /healthz within ${timeoutMs} ms`);
}

/**
 * Starts `node <args>` with `env` on a free port; resolves to { base, pid, stop } once healthy.
 * `nodeFlags` go before the script (e.g. --cpu-prof).
 */
export async function startNode(
  script,
  { args = [], env = {}, nodeFlags = [], cwd = ROOT, portVariable = "PORT", keepsAlive = true } = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", [portVariable]: String(port), ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  let log = "";
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  if (!keepsAlive) {
    // A server shared by the whole run (the bank): the benchmark exits when its work is done.
    child.unref();
    child.stderr.unref();
  }
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
  } catch (error) {
    throw new Error(`${error.message}\n${log}`);
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
    children.delete(child);
  };
  return { base, pid: child.pid, stop, log: () => log };
}

let bankMock = null;

/**
 * The bank: the standalone mock (build/mock-server.js) in its own process, shared by every app a
 * benchmark starts, so the app's process does what it does in production — it calls the bank over
 * HTTP. The in-process mock (BENCH_BANK=in-process) intercepts every Request, Response and Headers
 * the server makes (msw), about 5 % of a page's CPU that production never spends.
 */
export function startBank() {
  bankMock ??= startNode(join(ROOT, "build", "mock-server.js"), {
    env: { NODE_ENV: "production", MOCK_HOST: "127.0.0.1" },
    portVariable: "MOCK_PORT",
    keepsAlive: false,
  });
  return bankMock;
}

/** The app's production build on the bank mock (memory sessions unless `env` says otherwise). */
export async function startApp({ env = {}, nodeFlags = [], root = ROOT } = {}) {
  for (const file of ["build/server.js", "build/index.js"]) {
    if (!existsSync(join(root, file))) throw new Error(`${join(root, file)} is missing: run \`npm run build\` first`);
  }
  const bank =
    process.env.BENCH_BANK === "in-process"
      ? { MOCKS: "true", UPSTREAM_API_URL: "" }
      : { MOCKS: "false", UPSTREAM_API_URL: (await startBank()).base };
  return startNode("build/server.js", {
    cwd: root,
    nodeFlags,
    env: {
      NODE_ENV: "production",
      ...bank,
      SESSION_SECRET: "bench-only-secret-0123456789abcdefghijklm",
      SESSION_STORE: "memory",
      LOG_LEVEL: "warn",
      // Load from one address, and one benchmark visitor asking for far more codes than any person would.
      ...limitsLifted("100000000"),
      ...env,
    },
  });
}

/** How many routes the app's build has (the root included). */
export async function appRouteCount(root = ROOT) {
  const build = await import(join(root, "build", "index.js"));
  return Object.keys(build.routes).length;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
// npm writes node_modules/.package-lock.json last, after the lock: older than the lock or package.json
// means the anchor's packages are not the ones its lock names.
const ANCHOR_INSTALLED = join(ANCHOR, "node_modules", ".package-lock.json");

/** The anchor's own stock packages (bench/anchor/package-lock.json), installed when missing or stale. */
function installAnchor() {
  const wanted = Math.max(mtime(join(ANCHOR, "package-lock.json")), mtime(join(ANCHOR, "package.json")));
  if (mtime(ANCHOR_INSTALLED) >= wanted) return;
  // Under `npm run`, the caller's npm_config_* (an --omit=dev, say) would apply to this install too.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const installed = spawnSync("npm", ["install", "--no-audit", "--no-fund"], { cwd: ANCHOR, env, encoding: "utf8" });
  if (installed.status !== 0)
    throw new Error(`anchor: npm install in ${ANCHOR} failed:\n${installed.stdout}${installed.stderr}`);
}

/**
 * The anchor's build with `extra` trivial routes besides its hello page (built with its own
 * @remix-run/dev when missing or older than its sources or packages), then its server. Resolves like
 * startNode.
 */
export async function startAnchor(extra, { nodeFlags = [] } = {}) {
  installAnchor();
  const folder = join(ANCHOR, `build-${extra}`);
  const index = join(folder, "index.js");
  const sources = Math.max(
    newestMtime(join(ANCHOR, "app")),
    mtime(join(ANCHOR, "remix.config.js")),
    mtime(join(ROOT, "remix.config.js")), // its future flags
    mtime(ANCHOR_INSTALLED),
  );
  if (mtime(index) < sources) {
    const built = spawnSync(
      process.execPath,
      [join(ANCHOR, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"],
      {
        cwd: ANCHOR,
        env: { ...process.env, NODE_ENV: "production", ANCHOR_EXTRA_ROUTES: String(extra) },
        encoding: "utf8",
      },
    );
    if (built.status !== 0)
      throw new Error(`anchor build (${extra} extra routes) failed:\n${built.stdout}${built.stderr}`);
  }
  return startNode(join(ANCHOR, "server.mjs"), { args: [folder], nodeFlags, env: { NODE_ENV: "production" } });
}
