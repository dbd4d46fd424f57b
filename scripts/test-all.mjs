// `npm test`: every check in order — types, unit tests (with coverage), production build,
// browser tests in the js and no-js projects, performance budgets — then one closing line
// with the totals. Stops at the first failing stage.
import { spawnSync } from "node:child_process";
import { runBrowserProjects } from "./run-browser-projects.mjs";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

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

function finish(ok) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  process.exit(ok ? 0 : 1);
}

if (!run("typecheck", "npx", ["tsc", "--noEmit"])) finish(false);

const unitOk = run("unit tests (vitest)", "npx", [
  "vitest", "run", "--coverage",
  "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`,
]);
count(`${reports}/vitest.json`, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
if (!unitOk) finish(false);

if (!run("production build", "npm", ["run", "build"])) finish(false);

// The two Playwright projects run at the same time, each with its own servers (and so its own mock
// state) on its own ports: about half the wall-clock time on two cores.
console.log("\n=== browser tests (playwright: js and no-js, in parallel) ===");
const e2eRuns = await runBrowserProjects(reports);
for (const run of e2eRuns) count(run.report, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }));
const e2eOk = e2eRuns.every((run) => run.ok);
if (!e2eOk) finish(false);

const benchOk = run("performance budgets", "node", ["scripts/bench.mjs"]);
finish(benchOk);
