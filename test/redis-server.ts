/**
 * A real redis-server for tests, on a free port, its data in a temporary directory (append-only
 * file, fsync on every write, as a managed Redis keeps data across a restart). Started by the test itself;
 * `stop()` and `start()` again on the same port prove the app survives Redis going away.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis, type RedisOptions } from "ioredis";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { durableRedisArgs } from "../scripts/lib/redis-sentinel.mjs";
import { freePort } from "./server-process";

const BINARY = process.env.REDIS_SERVER ?? "redis-server";

export interface RedisServer {
  url: string;
  port: number;
  /** Starts (again) on the same port and waits until it answers. */
  start(): Promise<void>;
  /** Stops it (SIGKILL: as abrupt as a lost node). */
  stop(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
  /** SIGSTOP / SIGCONT: a node that has stopped answering (its replication stream stalls) and returns. */
  pause(): void;
  resume(): void;
}

function assertInstalled() {
  const probe = spawnSync(BINARY, ["--version"], { encoding: "utf8" });
  if (probe.status !== 0) {
    throw new Error(
      `redis-server is needed for this test and was not found: apt-get install -y redis-server (${probe.error?.message ?? probe.stderr})`,
    );
  }
}

/** `args`: more redis-server options, e.g. `--replicaof 127.0.0.1 <port>` for a replica. */
export async function startRedisServer(args: string[] = []): Promise<RedisServer> {
  assertInstalled();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "redis-test-"));
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      let output = "";
      const started = spawn(BINARY, [...durableRedisArgs(port, dir), ...args], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      started.stdout?.on("data", (d: Buffer) => (output += d.toString()));
      started.stderr?.on("data", (d: Buffer) => (output += d.toString()));
      const deadline = Date.now() + 10_000;
      while (!output.includes("Ready to accept connections")) {
        if (started.exitCode !== null) throw new Error(`redis-server exited:\n${output}`);
        if (Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    destroy: async () => {},
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    stop: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
      running.kill("SIGKILL");
      await exited;
    },
  };
  server.destroy = async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  await server.start();
  return server;
}

/** Waits (up to 5 s) until a client is connected and ready for commands. */
export async function whenReady(redis: Redis): Promise<void> {
  for (let i = 0; i < 100 && redis.status !== "ready"; i++) await new Promise((r) => setTimeout(r, 50));
  expect(redis.status).toBe("ready");
}

/**
 * One redis-server for a suite and two clients on it (two instances' connections, with `options`),
 * emptied before each test. The getters are read inside tests, once the suite has started.
 */
export function redisForSuite(options: RedisOptions = {}): {
  server: () => RedisServer;
  a: () => Redis;
  b: () => Redis;
} {
  let server: RedisServer | undefined;
  let a: Redis | undefined;
  let b: Redis | undefined;
  beforeAll(async () => {
    server = await startRedisServer();
    a = new Redis(server.url, { maxRetriesPerRequest: 0, ...options });
    b = new Redis(server.url, { maxRetriesPerRequest: 0, ...options });
    await Promise.all([whenReady(a), whenReady(b)]);
  }, 30_000);
  afterAll(async () => {
    a?.disconnect();
    b?.disconnect();
    await server?.destroy();
  });
  beforeEach(async () => {
    await a?.flushall();
    await a?.script("FLUSH");
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the suite's Redis has not started");
    return value;
  };
  return { server: () => started(server), a: () => started(a), b: () => started(b) };
}
