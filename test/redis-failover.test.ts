/**
 * Issue 50: a Redis failover loses nothing. A primary, two replicas and three sentinels on loopback
 * (scripts/lib/redis-sentinel.mjs), two production instances on REDIS_SENTINELS and the standalone
 * bank (build/mock-server.js). An applicant without JavaScript, request after request alternating
 * between the instances, applies and pays the deposit; the primary is SIGKILLed while the bank
 * answers the submission. Longer runs at every point: `npm run bench:failover`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failoverJourney } from "../scripts/lib/failover-journey.mjs";
import { limitsLifted } from "../scripts/lib/limits-lifted.mjs";
import { startSentinelCluster } from "../scripts/lib/redis-sentinel.mjs";
import { startBank } from "../scripts/bench/servers.mjs";
import { ensureBuild, startServer, type ServerProcess } from "./server-process";

let cluster: Awaited<ReturnType<typeof startSentinelCluster>>;
let bank: { base: string };
let instances: ServerProcess[] = [];

beforeAll(async () => {
  ensureBuild();
  [cluster, bank] = await Promise.all([startSentinelCluster(), startBank()]);
  const env = {
    ...cluster.env,
    SESSION_STORE: "",
    UPSTREAM_API_URL: bank.base,
    // A post retried through the failover counts again: the per-person limits stay out of the way.
    ...limitsLifted("100000"),
  };
  // The sentinels must know each other and the replicas before they can agree on a failover.
  [instances] = await Promise.all([Promise.all([startServer(env), startServer(env)]), cluster.ready()]);
}, 90_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await cluster?.destroy();
}, 30_000);

describe("a Redis failover in the middle of an application", () => {
  it("the primary killed during the submission: one submitLead, one makePayment, every answer kept, both instances serve on", async () => {
    const result = await failoverJourney({
      bases: instances.map((i) => i.url),
      bank: bank.base,
      killAt: "submission",
      failOver: cluster.failOver,
      id: `test${Date.now()}`,
    });
    // The journey module is JavaScript: what its failover resolved to, as failOver() gives it.
    const failover = result.failover as { killedPort: number; primaryPort: number } | null;
    expect(failover?.primaryPort).toBeGreaterThan(0);
    expect(failover?.primaryPort).not.toBe(failover?.killedPort);
    expect(result.answersLost).toBe(0);
    expect(result.submitLead).toBe(1);
    expect(result.makePayment).toBe(1);
    expect(result.endedOn[0]).toBe("/app-approved-waiting-for-funds");
    expect(result.errors).toBe(0);
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/readyz`);
      expect(await ready.json()).toMatchObject({ redis: "ok" });
    }
  }, 60_000);
});
