// What an outage of the bank's configuration and banner costs the bank (ADR 0004): with both calls
// answering 500, how many bank calls 50 cookieless `GET /` and 50 `GET /readyz` make. Without the
// cache's failure rule it was 300 (each page two configuration and two banner calls, a retry each;
// each readiness check two); the last good value and a failure remembered 5 s bring it to a handful. Production build
// first (`npm run build`); the in-process mock, whose switches the script flips.
//
//   npm run bench:bank-outage
import { freePort, startApp } from "./servers.mjs";

const REQUESTS = 50;

process.env.BENCH_BANK = "in-process";
const metricsPort = await freePort();
const app = await startApp({ env: { MOCK_CONTROL: "true", METRICS_PORT: String(metricsPort) } });

/** Bank calls of configuration and banner so far, from the app's metrics. */
async function bankCalls() {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("bank_call_duration_seconds_count") && /configuration|bannermessage/.test(line))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

try {
  await fetch(`${app.base}/`);
  const faults = { configuration: { kind: "500" }, bannermessage: { kind: "500" } };
  const switched = await fetch(`${app.base}/__mock/settings`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ faults }),
  });
  if (!switched.ok) throw new Error(`the mock's switch answered ${switched.status}`);
  const before = await bankCalls();
  for (let i = 0; i < REQUESTS; i++) await (await fetch(`${app.base}/`, { redirect: "manual" })).arrayBuffer();
  for (let i = 0; i < REQUESTS; i++) await (await fetch(`${app.base}/readyz`)).arrayBuffer();
  const calls = (await bankCalls()) - before;
  console.log(`configuration and banner failing: ${REQUESTS} GET / + ${REQUESTS} GET /readyz → ${calls} bank calls`);
} finally {
  await app.stop();
}
