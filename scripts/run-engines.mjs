// The journeys of e2e/engines/ in Firefox and WebKit, JavaScript on, over HTTPS
// (playwright.engines.config.ts starts the HTTPS servers). Starts the X display WebKit's MiniBrowser
// needs (Xvfb), runs both engines, stops the display, and writes `{ passed, failed }` for npm test.
//
// `node scripts/run-engines.mjs [report.json] [playwright args…]`: the report defaults to
// test-results/reports/engines.json. ENGINES=webkit runs one engine. ENGINE_SCREENS=1 also writes
// each screen to docs/screens/<engine>/ (`npm run screens:engines`). ENGINES_BASE_PORT=5400 moves
// the servers (Firefox's on it, WebKit's 20 above; each also uses +5, +100 and +105) beside another run.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { isMain } from "./is-main.mjs";
import { runLogged } from "./lib/run-logged.mjs";

/** What the engines need from the machine (.ci/run installs them when absent). */
export const ENGINE_PROGRAMS = {
  "/usr/bin/firefox-esr": "firefox-esr",
  "/usr/bin/WebKitWebDriver": "webkit2gtk-driver",
  "/usr/bin/Xvfb": "xvfb",
};

/** A display number no other X server holds (its lock file is absent). */
function freeDisplay() {
  for (let n = 90 + Math.floor(Math.random() * 100); ; n++) if (!existsSync(`/tmp/.X${n}-lock`)) return n;
}

async function startXvfb() {
  const display = freeDisplay();
  const xvfb = spawn("Xvfb", [`:${display}`, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], { stdio: "ignore" });
  for (let i = 0; i < 50 && !existsSync(`/tmp/.X11-unix/X${display}`); i++)
    await new Promise((r) => setTimeout(r, 100));
  return { xvfb, display: `:${display}` };
}

/** One Playwright process per engine, at the same time, each with its own servers (and mock state). */
const BASE_PORT = Number(process.env.ENGINES_BASE_PORT || 3510);
export const ENGINES = [
  { engine: "firefox", port: BASE_PORT },
  { engine: "webkit", port: BASE_PORT + 20 },
];

async function runEngine({ engine, port }, display, json, extraArgs) {
  const args = ["playwright", "test", "-c", "playwright.engines.config.ts", `--project=${engine}`, ...extraArgs];
  const { code, log } = await runLogged("npx", args, {
    DISPLAY: display,
    ENGINES_PORT: String(port),
    ENGINES_OUTPUT_DIR: `test-results/engines-${engine}`,
    PLAYWRIGHT_JSON_OUTPUT_NAME: json,
  });
  let counts = { passed: 0, failed: 0 };
  try {
    const { stats } = JSON.parse(readFileSync(json, "utf8"));
    counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  } catch {
    // No report: the run failed before its tests (the exit code says so).
  }
  return { engine, ok: code === 0, ...counts, log };
}

/**
 * @param {string} report where `{ passed, failed }` goes
 * @param {string[]} extraArgs passed on to Playwright (e.g. a -g filter)
 * @param {string[]} engines which of ENGINES to run (both by default)
 */
export async function runEngines(report, extraArgs = [], engines = ENGINES.map((e) => e.engine)) {
  const missing = Object.entries(ENGINE_PROGRAMS).filter(([path]) => !existsSync(path));
  if (missing.length) {
    const packages = missing.map(([, name]) => name).join(" ");
    throw new Error(`the engines need: apt-get update && apt-get install -y ${packages} (.ci/run does it)`);
  }
  mkdirSync(dirname(report), { recursive: true });
  const { xvfb, display } = await startXvfb();
  try {
    const runs = await Promise.all(
      ENGINES.filter((e) => engines.includes(e.engine)).map((e) =>
        runEngine(e, display, report.replace(/\.json$/, `-${e.engine}-playwright.json`), extraArgs),
      ),
    );
    const counts = {
      passed: runs.reduce((sum, r) => sum + r.passed, 0),
      failed: runs.reduce((sum, r) => sum + r.failed, 0),
    };
    writeFileSync(report, JSON.stringify(counts));
    return { ok: runs.every((r) => r.ok), ...counts, runs };
  } finally {
    xvfb.kill();
  }
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  const report = args[0]?.endsWith(".json") ? args.shift() : "test-results/reports/engines.json";
  const only = (process.env.ENGINES ?? "").split(",").filter(Boolean);
  const started = Date.now();
  const run = await runEngines(report, args, only.length ? only : undefined);
  for (const r of run.runs) console.log(`\n--- engine ${r.engine} ---\n${r.log}`);
  console.log(`engines: ${run.passed} passed, ${run.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(run.ok ? 0 : 1);
}
