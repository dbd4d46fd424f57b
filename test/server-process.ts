/**
 * The production server (`node build/server.js`) as a child process, for tests over real HTTP, and a
 * tiny cookie-keeping browser without JavaScript to drive it.
 *
 * Needs the production build (build/server.js, build/index.js). When it is missing, `ensureBuild()`
 * runs `npm run build` first (a few seconds). A stale build/ is used as it is: run `npm run build`
 * after changing the app.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect, createServer } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { COOKIE_CHECK_PARAM } from "~/domain/routing";

export function ensureBuild(): void {
  if (["build/server.js", "build/index.js", "build/dev-mock.js"].every((file) => existsSync(file))) return;
  // Vitest sets NODE_ENV=test; the build must be the production one the server runs.
  const built = spawnSync("npm", ["run", "build"], {
    stdio: "pipe",
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (built.status !== 0) throw new Error(`npm run build failed:\n${built.stdout}\n${built.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  log(): string;
  /** SIGTERM, and the exit code once it has gone. */
  stop(): Promise<number | null>;
}

/** Rate limits no test reaches: for suites that are not about them. */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_POSTS_PER_MINUTE: "100000",
  RATE_LIMIT_OTP_PER_MINUTE: "100000",
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: "100000",
};

/**
 * One production server for a suite: started before its tests (with `env`, or with what `setUp`
 * answers once it has started what the server needs), stopped after them. `url()` is its base once
 * started (`browser(url)` takes the function as it is).
 */
export function serverForSuite(env: Record<string, string> | (() => Promise<Record<string, string>>)): {
  url: () => string;
  log: () => string;
} {
  let app: ServerProcess | undefined;
  beforeAll(async () => {
    app = await startServer(typeof env === "function" ? await env() : env);
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
  });
  const started = () => {
    if (!app) throw new Error("the suite's server has not started");
    return app;
  };
  return { url: () => started().url, log: () => started().log() };
}

/**
 * The data a page hands to single fetch (the text of its `streamController.enqueue(…)` scripts), as
 * the browser reads it.
 */
export function inlineDataOf(html: string): string[] {
  return [...html.matchAll(/streamController\.enqueue\(([^<]*)\);<\/script>/g)].map((m) => JSON.parse(m[1]!) as string);
}

/**
 * Starts the production server with `env` on a free port and waits for /healthz. `cwd`: the folder
 * of another build to run (another release's); this tree's by default, built when missing.
 */
export async function startServer(env: Record<string, string>, cwd?: string): Promise<ServerProcess> {
  if (!cwd) ensureBuild();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SESSION_SECRET: "server-process-test-secret-0123456789abcdef",
      SESSION_STORE: "memory",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  // A loaded 2-core machine (several servers and browsers at once) can take well over 20 s to start one.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    log: () => output,
    stop: async () => {
      // Gone already (also by a signal, e.g. a test's SIGKILL).
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      return exited;
    },
  };
}

/**
 * A tiny cookie-keeping browser without JavaScript. `base` is one server, or a function choosing the
 * server of each request (instances in turn); a request or post may name its server (`at`).
 */
export function browser(base: string | (() => string)) {
  const pick = typeof base === "string" ? () => base : base;
  let cookie = "";
  async function request(path: string, init: RequestInit = {}, at = pick()) {
    const response = await fetch(`${at}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";")[0] ?? "";
      const name = pair.split("=")[0];
      cookie = [...cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`)), pair].join("; ");
    }
    // A first visit's cookie check (docs/decisions/0003) is followed, as a browser does: the page asked
    // for answers next, so a test reads what a visitor keeping cookies meets.
    const location = response.headers.get("location");
    if (response.status === 302 && location && new URL(location, at).searchParams.has(COOKIE_CHECK_PARAM)) {
      await response.arrayBuffer();
      return request(location, init, at);
    }
    return response;
  }
  async function post(path: string, fields: Record<string, string>, headers?: Record<string, string>, at = pick()) {
    return request(
      path,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(headers ?? { origin: at }) },
        body: new URLSearchParams(fields).toString(),
      },
      at,
    );
  }
  return { request, post, cookie: () => cookie };
}

export function csrfOf(html: string): string {
  const match = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(html);
  const token = match?.[1] ?? match?.[2];
  if (!token) throw new Error("no CSRF field on the page");
  return token;
}

/**
 * A request sent with its target exactly as given (fetch resolves `..` and `//host` before sending,
 * as a browser would; an attacker's client does not).
 */
export function rawRequest(
  base: string,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path: target, method: init.method ?? "GET", headers: init.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/** Writes `bytes` to a fresh connection and resolves to everything the server sends before it closes. */
export function socketExchange(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error("no close within 10 s")));
  });
}
