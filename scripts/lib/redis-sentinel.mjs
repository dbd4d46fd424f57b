// A Redis primary, two replicas and three sentinels on loopback, each a redis-server child process on
// a free port with its data in a temporary directory, for the failover test and `npm run
// bench:failover`. Sentinel declares the primary down after DOWN_AFTER_MS and a failover takes about
// 1–3 s. Two replicas, not one: writes wait for one replica (ADR 0080), so after a failover the
// promoted primary still has one to confirm them.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";

const BINARY = process.env.REDIS_SERVER ?? "redis-server";
export const MASTER_NAME = "sca-primary";
const DOWN_AFTER_MS = 1000;
const FAILOVER_TIMEOUT_MS = 3000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns redis-server with `args`; resolves once it printed `ready`. */
async function spawnRedis(args, ready) {
  const child = spawn(BINARY, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const deadline = Date.now() + 10_000;
  while (!output.includes(ready)) {
    if (child.exitCode !== null) throw new Error(`redis-server ${args.join(" ")} exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`redis-server ${args.join(" ")} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return child;
}

function killed(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  return exited;
}

/**
 * redis-server's arguments for a node on 127.0.0.1:`port` keeping its data in `dir`: no snapshots,
 * an append-only file fsynced on every write (as a managed Redis keeps data across a restart).
 */
export function durableRedisArgs(port, dir) {
  return [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    "yes",
    "--appendfsync",
    "always",
  ];
}

/** A data node: primary or replica of `replicaOf` (a port), append-only file fsynced on every write. */
async function startNode(dir, replicaOf) {
  const port = await freePort();
  const node = { port, child: null };
  node.start = async () => {
    node.child = await spawnRedis(
      [
        ...durableRedisArgs(port, dir),
        "--appendfilename",
        `node-${port}.aof`,
        "--appenddirname",
        `aof-${port}`,
        "--repl-diskless-sync-delay",
        "0",
        "--dbfilename",
        `node-${port}.rdb`,
        ...(replicaOf ? ["--replicaof", "127.0.0.1", String(replicaOf)] : []),
      ],
      "Ready to accept connections",
    );
  };
  node.kill = () => killed(node.child);
  await node.start();
  return node;
}

async function startSentinel(dir, primaryPort) {
  const port = await freePort();
  const config = join(dir, `sentinel-${port}.conf`);
  writeFileSync(
    config,
    [
      `port ${port}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${primaryPort} 2`,
      `sentinel down-after-milliseconds ${MASTER_NAME} ${DOWN_AFTER_MS}`,
      `sentinel failover-timeout ${MASTER_NAME} ${FAILOVER_TIMEOUT_MS}`,
      `sentinel parallel-syncs ${MASTER_NAME} 2`,
      "",
    ].join("\n"),
  );
  const child = await spawnRedis([config, "--sentinel"], "Sentinel ID is");
  return { port, child, kill: () => killed(child) };
}

/** Polls `check` every 50 ms until it is true, for at most `ms`. */
async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts the nodes and the sentinels. `ready()` resolves once every sentinel knows both replicas
 * and the other sentinels (their hello messages come every 2 s): only then can they agree on a
 * failover. `REDIS_SENTINELS` and `REDIS_SENTINEL_NAME` are what the app is given.
 */
export async function startSentinelCluster() {
  const dir = mkdtempSync(join(tmpdir(), "redis-sentinel-"));
  const primary = await startNode(dir, null);
  const replicas = await Promise.all([startNode(dir, primary.port), startNode(dir, primary.port)]);
  const nodes = [primary, ...replicas];
  const sentinels = await Promise.all([0, 1, 2].map(() => startSentinel(dir, primary.port)));
  const clients = sentinels.map((s) => new Redis(s.port, "127.0.0.1", { maxRetriesPerRequest: 1 }));

  /** The port the sentinels name as primary (the first sentinel that answers). */
  async function primaryPort() {
    for (const client of clients) {
      const answer = await client.call("SENTINEL", "get-master-addr-by-name", MASTER_NAME).catch(() => null);
      if (Array.isArray(answer)) return Number(answer[1]);
    }
    return null;
  }

  return {
    env: { REDIS_SENTINELS: sentinels.map((s) => `127.0.0.1:${s.port}`).join(","), REDIS_SENTINEL_NAME: MASTER_NAME },
    nodes,
    primaryPort,
    ready: () =>
      until(
        async () => {
          const known = await Promise.all(
            clients.map(async (c) => {
              const others = await c.call("SENTINEL", "sentinels", MASTER_NAME);
              const reps = await c.call("SENTINEL", "replicas", MASTER_NAME);
              const up = reps.filter((r) => {
                const flags = r[r.indexOf("flags") + 1];
                const link = r[r.indexOf("master-link-status") + 1];
                return flags === "slave" && link === "ok";
              });
              return others.length === 2 && up.length === 2;
            }),
          );
          return known.every(Boolean);
        },
        20_000,
        "sentinels discovering each other and the replicas",
      ),
    /**
     * SIGKILLs the current primary; resolves once the sentinels name another one, with how long
     * that took. The killed node is started again (as a machine comes back): Sentinel makes it a
     * replica of the new primary.
     */
    failOver: async () => {
      const old = await primaryPort();
      const node = nodes.find((n) => n.port === old);
      if (!node) throw new Error(`no node is primary (sentinels say ${old})`);
      const started = Date.now();
      await node.kill();
      await until(
        async () => {
          const now = await primaryPort();
          return now !== null && now !== old;
        },
        30_000,
        "a replica promoted",
      );
      const promotedAfterMs = Date.now() - started;
      await node.start();
      return { promotedAfterMs, killedPort: old, primaryPort: await primaryPort() };
    },
    destroy: async () => {
      for (const client of clients) client.disconnect();
      await Promise.all([...sentinels, ...nodes].map((n) => n.kill()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
