// One autocannon run against one server, with the CPU it cost that server: what every benchmark's
// figure is made of (throughput, floor, profile, sessions, soak).
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { percentile } from "./report.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** What Chromium asks for; autocannon asks for no compression, and the anchor compresses nothing. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** CPU time (user + system, ms) a process has used: on a shared machine, CPU per request is steadier than req/s. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of stat(5); clock ticks of 10 ms on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * autocannon against one request sequence. Returns requests per second (answers with an expected
 * status only), p95 of each answer's time, the pair time (POST then GET on one connection) when the
 * sequence has two requests, and what else came back.
 */
export async function load(
  server,
  requests,
  { expect = [200], seconds = SECONDS, connections = CONNECTIONS, timeout = 10 } = {},
) {
  const { base, pid } = server;
  const times = [];
  const pairs = [];
  const unexpected = {};
  let good = 0;
  const instance = autocannon({ url: base, connections, duration: seconds, requests, timeout });
  const pending = new Map();
  instance.on("response", (client, status, _bytes, ms) => {
    times.push(ms);
    if (expect.includes(status)) good += 1;
    else unexpected[status] = (unexpected[status] ?? 0) + 1;
    if (requests.length === 2) {
      const first = pending.get(client);
      if (first === undefined) pending.set(client, ms);
      else {
        pairs.push(first + ms);
        pending.delete(client);
      }
    }
  });
  const cpuBefore = cpuMs(pid);
  const result = await instance;
  const cpu = cpuMs(pid) - cpuBefore;
  return {
    rps: good / result.duration,
    cpuPerRequest: times.length ? cpu / times.length : NaN,
    p95: percentile(times, 95),
    pairP95: pairs.length ? percentile(pairs, 95) : null,
    errors: result.errors + result.timeouts,
    unexpected,
  };
}
