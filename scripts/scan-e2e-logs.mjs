// After the browser tests: scans every log and audit stream the e2e servers wrote
// (test-results/e2e-logs/, see playwright.config.ts) for personal data, and fails with the matches.
// The personas' own values come from the e2e seeds and the values the journeys type.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { findPii } from "./lib/pii-scan.mjs";

export const E2E_LOGS = "test-results/e2e-logs";

/** Names, streets and cities the e2e journeys and seeds use (emails, SSNs, cards are caught by shape). */
function personaValues() {
  const seeds = JSON.parse(readFileSync("e2e/support/seed-drafts.json", "utf8"));
  const values = new Set([
    seeds.afterCreditLine.firstName,
    seeds.afterCreditLine.lastName,
    seeds.home.addressLine1,
    seeds.home.city,
  ]);
  for (const file of readdirSync("e2e/support").filter((name) => name.endsWith(".ts"))) {
    const source = readFileSync(join("e2e/support", file), "utf8");
    for (const match of source.matchAll(
      /\b(?:firstName|lastName|addressLine1|city)\b["']?\s*[:=]\s*["']([^"']{3,})["']/g,
    ))
      values.add(match[1]);
  }
  return [...values];
}

const files = existsSync(E2E_LOGS)
  ? readdirSync(E2E_LOGS, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".log"))
  : [];
if (!files.length) {
  console.error(`PII scan: no logs under ${E2E_LOGS} (did the browser tests run?)`);
  process.exit(1);
}
const known = personaValues();
let lines = 0;
const findings = [];
for (const file of files) {
  const text = readFileSync(join(E2E_LOGS, file), "utf8");
  lines += text.split("\n").length;
  for (const finding of findPii(text, known)) findings.push({ file, ...finding });
}
console.log(
  `PII scan: ${files.length} files, ${lines} lines, ${known.length} persona values and the shapes of PII: ${findings.length} found`,
);
for (const f of findings.slice(0, 50)) console.log(`  ${f.file}:${f.line} ${f.kind}: ${f.match}`);
process.exit(findings.length ? 1 : 0);
