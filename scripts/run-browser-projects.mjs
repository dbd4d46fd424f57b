// Runs the Playwright projects 'js' and 'no-js' at the same time, each split into shards, every shard
// in its own process with its own servers (and so its own mock state) on its own ports. A shard
// waits on the browser and the server more than it computes, so six of them (beside the engines)
// keep two cores busy; a seventh and eighth only made the run slower. Prints each shard's log when it
// ends. Extra arguments (e.g. spec files) are passed on.
//
// E2E_SHARDS: shards per project (default 3). E2E_BASE_PORT: the first shard's port (default 3210);
// shard n of project p listens on base + 10 × (p × shards + n), its idle server 100 above that.
import { isMain } from "./is-main.mjs";
import { runLogged } from "./lib/run-logged.mjs";

const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 3));
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 3210);

export const PROJECTS = ["js", "no-js"].flatMap((project, p) =>
  Array.from({ length: SHARDS }, (_, n) => ({
    project,
    shard: SHARDS > 1 ? `${n + 1}/${SHARDS}` : "",
    port: BASE_PORT + 10 * (p * SHARDS + n),
  })),
);

/** @returns {Promise<Array<{ project: string, ok: boolean, report: string }>>} */
export function runBrowserProjects(reportsDir, extraArgs = []) {
  return Promise.all(
    PROJECTS.map(async ({ project, shard, port }) => {
      const name = shard ? `${project}-${shard.replace("/", "of")}` : project;
      const report = `${reportsDir}/playwright-${name}.json`;
      const args = ["playwright", "test", `--project=${project}`, ...(shard ? [`--shard=${shard}`] : [])];
      const { code, log } = await runLogged("npx", [...args, ...extraArgs], {
        E2E_PORT: String(port),
        E2E_OUTPUT_DIR: `test-results/playwright-${name}`,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      });
      console.log(`\n--- playwright project ${name} ---\n${log}`);
      return { project: name, ok: code === 0, report };
    }),
  );
}

// `node scripts/run-browser-projects.mjs [spec files…]` runs just the browser tests this way.
if (isMain(import.meta.url)) {
  const { mkdirSync } = await import("node:fs");
  mkdirSync("test-results/reports", { recursive: true });
  const runs = await runBrowserProjects("test-results/reports", process.argv.slice(2));
  process.exit(runs.every((r) => r.ok) ? 0 : 1);
}
