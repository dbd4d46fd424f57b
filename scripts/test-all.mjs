// `npm test`: every check — types, lint, format, the production build and the previous release's
// (cached), side by side; then unit tests (with coverage, and the whole application in lynx, a text browser),
// browser tests in the js and no-js projects, a PII scan of their servers' logs, performance budgets
// — then one closing line with the totals. Stops at the first failing stage.
import { spawnSync } from "node:child_process";
import { runLogged } from "./lib/run-logged.mjs";
import { FULL_CHROMIUM, testBrowserPath } from "./lib/test-browser.mjs";
import { runBrowserProjects } from "./run-browser-projects.mjs";
import { ENGINE_PROGRAMS, runEngines } from "./run-engines.mjs";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

// What the tests need from the machine, checked first: a missing one would otherwise fail minutes in.
const chromium = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
const missing = [];
if (!existsSync(chromium)) missing.push(`Chromium at ${chromium}: apt-get update && apt-get install -y chromium`);
for (const [path, pkg] of Object.entries(ENGINE_PROGRAMS)) {
  if (!existsSync(path))
    missing.push(`${path} (Firefox and WebKit journeys): apt-get update && apt-get install -y ${pkg}`);
}
if (spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status !== 0) {
  missing.push("redis-server (Redis 7): apt-get update && apt-get install -y redis-server");
}
// The text-browser journeys (test/lynx/lynx.test.ts, in the unit stage).
if (!existsSync("/usr/bin/lynx")) missing.push("lynx (the text browser): apt-get update && apt-get install -y lynx");
if (missing.length) {
  console.error(
    `npm test needs:\n${missing.map((m) => `  - ${m}`).join("\n")}\n(.ci/run installs them when they are absent.)`,
  );
  process.exit(1);
}
const testBrowser = testBrowserPath();
console.log(`browser tests drive ${testBrowser}`);
if (testBrowser === FULL_CHROMIUM) {
  console.log(
    `  (they take about half the time with Debian's headless shell: apt-get install -y chromium-headless-shell)`,
  );
}

const reports = "test-results/reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function count(file, read) {
  try {
    const { passed, failed } = read(JSON.parse(readFileSync(file, "utf8")));
    totals.passed += passed;
    totals.failed += failed;
  } catch {
    // A stage that crashed before writing its report already failed the run.
  }
}

/** The closing line; a failed stage is named, so '0 failed' never hides a stage that could not run. */
function finish(ok, stage = "") {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${ok ? "" : ` (failed stage: ${stage})`}`);
  process.exit(ok ? 0 : 1);
}

/** A stage run beside others: its output is printed in one piece when it ends, with its time. */
async function runBeside(title, command, args) {
  const started = Date.now();
  const { code, log } = await runLogged(command, args);
  console.log(`\n=== ${title} (${Math.round((Date.now() - started) / 1000)} s) ===\n${log.trimEnd()}`);
  return { title, ok: code === 0 };
}

// The checks, the production build and the previous release's build (mostly npm install's network
// wait on a fresh machine) do not depend on each other: side by side on the two cores.
// Built before the unit tests: those that measure or start the built server (the JS budget, the
// production bundle, the real-HTTP tests) then read this tree's build, never a stale one; the previous
// release is for the two-version test (test/rolling-deploy.test.ts), cached by commit id.
const firstStages = await Promise.all([
  runBeside("typecheck", "npx", ["tsc", "--noEmit"]),
  // Correctness, JSX accessibility and the folder boundaries (eslint.config.js).
  runBeside("lint (eslint)", "npx", ["eslint", "--max-warnings", "0", "."]),
  runBeside("format (prettier --check; npm run format fixes it)", "npx", [
    "prettier",
    "--check",
    "--log-level",
    "warn",
    ".",
  ]),
  runBeside("production build", "npm", ["run", "build"]),
  runBeside("previous release (cached by commit)", "node", ["scripts/previous-release.mjs"]),
]);
const firstFailed = firstStages.filter((stage) => !stage.ok).map((stage) => stage.title);
if (firstFailed.length) finish(false, firstFailed.join(", "));

const unitOk = run("unit tests (vitest)", "npx", [
  "vitest",
  "run",
  "--coverage",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reports}/vitest.json`,
]);
count(`${reports}/vitest.json`, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
if (!unitOk) finish(false, "unit tests");

// The two Playwright projects run at the same time, each with its own servers (and so its own mock
// state) on its own ports: about half the wall-clock time on two cores. The Firefox and WebKit
// journeys (e2e/engines/) run beside them on ports of their own: all of them mostly wait.
console.log("\n=== browser tests (playwright: js and no-js; Firefox and WebKit journeys; in parallel) ===");
rmSync("test-results/e2e-logs", { recursive: true, force: true });
const enginesStarted = Date.now();
const [e2eRuns, engines] = await Promise.all([
  runBrowserProjects(reports),
  runEngines(`${reports}/engines.json`).then((run) => {
    for (const r of run.runs) console.log(`\n--- engine ${r.engine} ---\n${r.log}`);
    console.log(`engines: ${Math.round((Date.now() - enginesStarted) / 1000)} s`);
    return run;
  }),
]);
for (const run of e2eRuns)
  count(run.report, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }));
count(`${reports}/engines.json`, (r) => r);
const e2eFailed = e2eRuns.filter((run) => !run.ok).map((run) => run.project);
if (!engines.ok) e2eFailed.push(...engines.runs.filter((r) => !r.ok).map((r) => r.engine));
if (e2eFailed.length) finish(false, `browser tests (${e2eFailed.join(", ")})`);

// Every line the e2e servers logged and every audit event, over both whole runs: no PII.
if (!run("PII scan of the e2e servers' logs and audit streams", "node", ["scripts/scan-e2e-logs.mjs"])) {
  finish(false, "PII scan");
}

// Budgets only: the server-cost comparison (npm run bench) takes minutes and its figures depend on the machine.
const benchOk = run("performance budgets", "node", ["scripts/bench.mjs", "--budgets-only"]);
finish(benchOk, "performance budgets");
