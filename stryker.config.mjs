// @ts-check
// StrykerJS over one folder of app/ at a time (scripts/mutate.mjs sets MUTATE_FOLDER), so that each
// folder has its own score, its own floor and its own incremental file.
const folder = (process.env.MUTATE_FOLDER ?? "app/domain").replace(/\/+$/, "");
const name = folder.replaceAll("/", "-");

/** The floor per folder (`thresholds.break`); a sub-folder run alone (a sample) has none. */
const FLOORS = { "app/domain": 90, "app/features": 70 };

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts" },
  // Each mutant runs only the tests that reached it in the dry run.
  coverageAnalysis: "perTest",
  mutate: [`${folder}/**/*.{ts,tsx}`, "!**/*.test.{ts,tsx}"],
  // 2 cores shared with the rest of the machine: `npm run mutate -- --concurrency 1` when it is busy.
  concurrency: 2,
  // A loaded machine runs tests slower than the dry run measured: more slack before a mutant counts as
  // a timeout (killed).
  timeoutMS: 10_000,
  // The first run (every related test, in one thread per runner) takes minutes on a shared machine.
  dryRunTimeoutMinutes: 30,
  // Static mutants (in module-level values: text tables, zod schemas as built) each need a fresh
  // module graph and every test that imports their file: in app/domain, a fifth of the mutants and
  // nine tenths of the run (hours on 2 cores). MUTATE_STATIC=1 tests them, for one small folder.
  ignoreStatic: process.env.MUTATE_STATIC !== "1",
  // The previous run's results, kept out of git under reports/: a rerun tests only the mutants whose
  // code or covering tests changed. `npm run mutate -- --force` tests everything again.
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  thresholds: { high: 90, low: 80, break: FLOORS[folder] ?? null },
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowEmojis: false, reportScoreTable: true, skipFull: true },
  // Copied into the sandbox: everything the unit tests read, not the docs or browser tests.
  ignorePatterns: ["docs", "e2e", "bench", "build", "public/build", ".cache", ".data", "coverage", "test-results"],
  tempDirName: ".stryker-tmp",
};
