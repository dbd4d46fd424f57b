// Runs the Playwright projects 'js' and 'no-js' at the same time, each in its own process with its
// own servers (and so its own mock state) on its own ports: about half the wall-clock time on two
// cores. Prints each project's log when it ends. Extra arguments (e.g. spec files) are passed on.
import { spawn } from "node:child_process";

// E2E_BASE_PORT moves every server (each project's, and its idle-limit twin at +100), so several
// runs on one machine never share a port.
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 3210);
export const PROJECTS = [
  { project: "js", port: BASE_PORT },
  { project: "no-js", port: BASE_PORT + 10 },
];

/** @returns {Promise<Array<{ project: string, ok: boolean, report: string }>>} */
export function runBrowserProjects(reportsDir, extraArgs = []) {
  return Promise.all(
    PROJECTS.map(
      ({ project, port }) =>
        new Promise((resolveRun) => {
          const report = `${reportsDir}/playwright-${project}.json`;
          const child = spawn("npx", ["playwright", "test", `--project=${project}`, ...extraArgs], {
            env: {
              ...process.env,
              E2E_PORT: String(port),
              E2E_OUTPUT_DIR: `test-results/playwright-${project}`,
              PLAYWRIGHT_JSON_OUTPUT_NAME: report,
            },
          });
          let log = "";
          child.stdout.on("data", (chunk) => (log += chunk));
          child.stderr.on("data", (chunk) => (log += chunk));
          child.on("close", (code) => {
            console.log(`\n--- playwright project ${project} ---\n${log}`);
            resolveRun({ project, ok: code === 0, report });
          });
        }),
    ),
  );
}

// `node scripts/run-browser-projects.mjs [spec files…]` runs just the browser tests this way.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdirSync } = await import("node:fs");
  mkdirSync("test-results/reports", { recursive: true });
  const runs = await runBrowserProjects("test-results/reports", process.argv.slice(2));
  process.exit(runs.every((r) => r.ok) ? 0 : 1);
}
