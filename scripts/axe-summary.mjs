// After the browser tests: how many axe scans each screen had in each project and how many
// violations they found (e2e/support/axe.ts records every scan in test-results/axe/<project>.jsonl).
import { existsSync, readdirSync, readFileSync } from "node:fs";

const DIR = "test-results/axe";
const files = existsSync(DIR) ? readdirSync(DIR).filter((name) => name.endsWith(".jsonl")) : [];
if (files.length === 0) {
  console.log("no axe scans recorded (run the browser tests first)");
  process.exit(0);
}

/** path → project → { scans, violations } */
const table = new Map();
const projects = new Set();
for (const file of files) {
  for (const line of readFileSync(`${DIR}/${file}`, "utf8").split("\n").filter(Boolean)) {
    const { project, path, violations } = JSON.parse(line);
    projects.add(project);
    const row = table.get(path) ?? new Map();
    const cell = row.get(project) ?? { scans: 0, violations: 0 };
    cell.scans += 1;
    cell.violations += violations;
    row.set(project, cell);
    table.set(path, row);
  }
}

const columns = [...projects].sort();
console.log(`| path | ${columns.map((p) => `${p}: scans / violations`).join(" | ")} |`);
console.log(`| --- | ${columns.map(() => "---").join(" | ")} |`);
for (const [path, row] of [...table].sort(([a], [b]) => a.localeCompare(b))) {
  const cells = columns.map((p) => (row.has(p) ? `${row.get(p).scans} / ${row.get(p).violations}` : "–"));
  console.log(`| ${path} | ${cells.join(" | ")} |`);
}
