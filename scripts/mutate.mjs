// `npm run mutate [-- <folder>… <stryker option>…]` (one `--`): StrykerJS (stryker.config.mjs) over
// app/domain, then app/features, or over the folders named (a sample such as app/features/payment).
// One run per folder, so each folder has its own score and floor. Not part of `npm test`: it takes
// tens of minutes on 2 cores. Reports: reports/mutation/<folder>.html and .json.
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const named = args.filter((a) => a.startsWith("app/"));
const options = args.filter((a) => !a.startsWith("app/"));
const folders = named.length ? named : ["app/domain", "app/features"];

let failed = [];
for (const folder of folders) {
  console.log(`\n=== mutation testing: ${folder} ===`);
  const started = Date.now();
  const result = spawnSync("npx", ["stryker", "run", "stryker.config.mjs", ...options], {
    stdio: "inherit",
    env: { ...process.env, MUTATE_FOLDER: folder },
  });
  console.log(`${folder}: ${Math.round((Date.now() - started) / 60_000)} min`);
  if (result.status !== 0) failed = [...failed, folder];
}
if (failed.length) {
  console.error(`mutation testing failed or under its floor: ${failed.join(", ")}`);
  process.exit(1);
}
