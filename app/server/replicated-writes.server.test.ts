import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { createSealer } from "~/session/crypto.server";
import { RedisSessionStore } from "~/session/redis-store.server";
import { startRedisServer } from "../../test/redis-server";
import { RedisLocks } from "./locks.server";
import { isStoreUnavailable, NO_REPLICAS, type Replication } from "./redis.server";

/**
 * Replication is asynchronous: a write the primary acknowledged may be missing on the replica
 * Sentinel promotes when the primary dies (ADR 0080). A replica cut off from its primary (here:
 * REPLICAOF NO ONE, as a partition would) makes that window as long as the test likes.
 */
const WAIT_ONE: Replication = { replicas: 1, timeoutMs: 500 };
const sealer = createSealer("r".repeat(40));
const record = () => ({ data: { draft: { firstName: "Jane" } }, expiresAt: Date.now() + 600_000 });

async function primaryAndReplica() {
  // No pause before the first full sync (5 s by default).
  const primary = await startRedisServer(["--repl-diskless-sync-delay", "0"]);
  const replica = await startRedisServer(["--replicaof", "127.0.0.1", String(primary.port)]);
  const client = new Redis(primary.url, { maxRetriesPerRequest: 0 });
  const admin = new Redis(replica.url, { maxRetriesPerRequest: 0 });
  for (let i = 0; !(await admin.info("replication")).includes("master_link_status:up"); i++) {
    if (i > 200) throw new Error("the replica did not link to its primary");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    primary,
    replica,
    client,
    admin,
    destroy: async () => {
      client.disconnect();
      admin.disconnect();
      await Promise.all([primary.destroy(), replica.destroy()]);
    },
  };
}

/**
 * A lock and a session written while the replica keeps up, then while it is cut off; the primary
 * dies and the replica is promoted. Answers what the app was told was written that the new primary lacks.
 */
async function acknowledgedButLost(replication: Replication): Promise<string[]> {
  const nodes = await primaryAndReplica();
  const store = new RedisSessionStore(nodes.client, sealer, Date.now, replication);
  const locks = new RedisLocks(nodes.client, replication);
  const acknowledged: string[] = [];
  const refused = (error: unknown) => {
    if (!isStoreUnavailable(error)) throw error;
    return false;
  };
  const write = async (name: string) => {
    if (await locks.acquire(`payment-attempt:${name}`, 60_000).catch(refused)) acknowledged.push(`lock ${name}`);
    if (await store.set(name, record()).then(() => true, refused)) acknowledged.push(`session ${name}`);
  };
  await write("before");
  // Without WAIT the replica may still lag here on a loaded machine: only the cut-off writes may be lost.
  await nodes.client.wait(1, 5_000);
  await nodes.admin.replicaof("NO", "ONE");
  await write("cut-off");
  await nodes.primary.stop();
  const promoted = { locks: new RedisLocks(nodes.admin), store: new RedisSessionStore(nodes.admin, sealer) };
  const lost: string[] = [];
  for (const entry of acknowledged) {
    const [kind, name = ""] = entry.split(" ");
    const kept =
      kind === "lock"
        ? (await promoted.locks.acquire(`payment-attempt:${name}`, 1)) === null
        : (await promoted.store.get(name)) !== null;
    if (!kept) lost.push(entry);
  }
  await nodes.destroy();
  return lost;
}

describe("writes confirmed by a replica (WAIT)", () => {
  it("a lock or a session the app was told is written is on the promoted replica", async () => {
    expect(await acknowledgedButLost(WAIT_ONE)).toEqual([]);
    // Without WAIT the writes the replica never got were acknowledged, and the failover lost them.
    expect(await acknowledgedButLost(NO_REPLICAS)).toEqual(["lock cut-off", "session cut-off"]);
  }, 30_000);

  it("a lock no replica confirmed is given back: the request is refused, and its retry can take it", async () => {
    const nodes = await primaryAndReplica();
    const locks = new RedisLocks(nodes.client, WAIT_ONE);
    nodes.replica.pause();
    await expect(locks.acquire("submission:s1", 60_000)).rejects.toSatisfy(isStoreUnavailable);
    expect(await nodes.client.keys("sca:lock:*")).toEqual([]);
    nodes.replica.resume();
    // The retry (the applicant's 'Try again'), once the replica has caught up.
    let retried = null;
    for (let i = 0; i < 10 && !retried; i++) retried = await locks.acquire("submission:s1", 60_000).catch(() => null);
    expect(retried).not.toBeNull();
    await nodes.destroy();
  }, 30_000);
});
