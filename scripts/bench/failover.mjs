// `npm run bench:failover` (issue 50): Redis failovers under applicants without JavaScript. A primary,
// two replicas and three sentinels on loopback, two production instances on REDIS_SENTINELS, the
// standalone bank. Each journey (apply, then check the status and pay the deposit; requests
// alternating between the instances) has its primary SIGKILLed at one point: while an answer is
// posted, between the code and the next step, while the bank answers the submission, while it
// answers the payment. FAILOVER_ROUNDS rounds (default 2) of every point, the first instance
// alternating. Prints what was lost (must be 0), the duplicate bank calls (must be 0), the longest
// time an applicant saw the unavailable page; and what WAIT costs a write on loopback.
// Needs the production build (`npm run build`) and redis-server.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import { failoverJourney, KILL_POINTS } from "../lib/failover-journey.mjs";
import { startSentinelCluster } from "../lib/redis-sentinel.mjs";
import { percentile } from "./report.mjs";
import { ROOT, startApp, startBank } from "./servers.mjs";

const ROUNDS = Number(process.env.FAILOVER_ROUNDS ?? 2);
const WAIT_SAMPLES = 2000;

/** Microseconds per write on the primary: SET alone, and SET then WAIT 1 in one pipeline (what the app sends). */
async function waitCost(port) {
  const client = new Redis(port, "127.0.0.1");
  const time = async (withWait) => {
    const samples = [];
    for (let i = 0; i < WAIT_SAMPLES; i++) {
      const started = process.hrtime.bigint();
      const pipeline = client.pipeline().set(`sca:bench:wait:${i % 50}`, "x", "PX", 60_000);
      if (withWait) pipeline.wait(1, 500);
      const [[error], waited] = await pipeline.exec();
      if (error || (waited && waited[1] < 1)) throw new Error("a write no replica confirmed");
      samples.push(Number(process.hrtime.bigint() - started) / 1000);
    }
    return samples;
  };
  await time(true); // warm-up
  const [plain, waited] = [await time(false), await time(true)];
  client.disconnect();
  return { plain, waited };
}

for (const file of ["build/server.js", "build/index.js", "build/mock-server.js"]) {
  if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
}
const cluster = await startSentinelCluster();
const bank = await startBank();
const env = {
  ...cluster.env,
  SESSION_STORE: "",
  UPSTREAM_API_URL: bank.base,
};
const [instances] = await Promise.all([Promise.all([startApp({ env }), startApp({ env })]), cluster.ready()]);

const cost = await waitCost(await cluster.primaryPort());
const results = [];
const failures = [];
const started = Date.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const [n, killAt] of KILL_POINTS.entries()) {
    await cluster.ready();
    // The first request of each journey goes to each instance in turn.
    const bases = instances.map((i) => i.base);
    if ((round * KILL_POINTS.length + n) % 2) bases.reverse();
    try {
      const result = await failoverJourney({
        bases,
        bank: bank.base,
        killAt,
        failOver: cluster.failOver,
        id: `${Date.now()}${n}`,
      });
      results.push(result);
      console.log(
        `round ${round + 1} ${killAt.padEnd(10)} promoted after ${result.failover?.promotedAfterMs ?? "-"} ms; ` +
          `unavailable pages ${result.unavailable}, longest ${result.longestUnavailableMs} ms; ` +
          `answers lost ${result.answersLost}; submitLead ${result.submitLead}, makePayment ${result.makePayment}`,
      );
    } catch (error) {
      failures.push({ killAt, round, message: error.message });
      console.log(`round ${round + 1} ${killAt.padEnd(10)} JOURNEY FAILED: ${error.message}`);
    }
  }
}

const sum = (f) => results.reduce((total, r) => total + f(r), 0);
const duplicates = sum((r) => Math.max(0, r.submitLead - 1) + Math.max(0, r.makePayment - 1));
const missing = sum((r) => (r.submitLead < 1 ? 1 : 0) + (r.makePayment < 1 ? 1 : 0));
const extra = cost.waited.map((w, i) => w - (cost.plain[i] ?? 0));
const us = (n) => `${n.toFixed(0)} µs`;
console.log(`
failovers run:            ${results.filter((r) => r.failover).length + failures.length} (${ROUNDS} rounds × ${KILL_POINTS.length} points, ${((Date.now() - started) / 1000).toFixed(0)} s)
journeys completed:       ${results.length} of ${results.length + failures.length}
answers lost:             ${sum((r) => r.answersLost)}
duplicate bank calls:     ${duplicates} (submitLead or makePayment twice for one application); calls missing: ${missing}
longest unavailable page: ${Math.max(0, ...results.map((r) => r.longestUnavailableMs))} ms (unavailable pages seen: ${sum((r) => r.unavailable)}, error pages: ${sum((r) => r.errors)})
promotion took:           ${results
  .map((r) => r.failover?.promotedAfterMs)
  .filter(Boolean)
  .join(", ")} ms
WAIT 1 on loopback:       a write ${us(percentile(cost.plain, 50))} → ${us(percentile(cost.waited, 50))} median, ${us(percentile(cost.plain, 99))} → ${us(percentile(cost.waited, 99))} p99 (extra ${us(percentile(extra, 50))} median, ${WAIT_SAMPLES} writes)`);

await Promise.all(instances.map((i) => i.stop()));
await cluster.destroy();
process.exit(failures.length || duplicates || missing || sum((r) => r.answersLost) ? 1 : 0);
