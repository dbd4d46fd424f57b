import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 48: comments say why in a line or two, a module stays small enough to read at once, and the
// docs stay something a newcomer reads in an afternoon.
const MAX_COMMENT_SHARE = 0.07;
const MAX_SOURCE_LINES = 300;
const MAX_ADRS = 30;
const MAX_ADR_LINES = 60;
const MAX_PERFORMANCE_DOC_LINES = 150;

// Test files are left out; the helpers they share (test/*.ts, e2e/support, e2e/engines) are not.
const tracked = execFileSync("git", ["ls-files", "app", "mocks", "scripts", "server.ts", "test", "e2e"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.(test|spec|journey)\.tsx?$/.test(file));

const lineCount = (file: string) => readFileSync(file, "utf8").split("\n").length - 1;

/** Non-blank lines, and how many of them are comment lines (`//`, `/* … *\/`, JSX `{/* … *\/}`). */
function countLines(file: string): { lines: number; comments: number } {
  let lines = 0;
  let comments = 0;
  let inBlock = false;
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    lines++;
    if (inBlock) {
      comments++;
      if (line.includes("*/")) inBlock = false;
    } else if (line.startsWith("//") || line.startsWith("{/*")) {
      comments++;
    } else if (line.startsWith("/*")) {
      comments++;
      inBlock = !line.includes("*/");
    }
  }
  return { lines, comments };
}

describe("the shape of the code", () => {
  it(`comment lines are at most ${Math.round(MAX_COMMENT_SHARE * 100)} % of app/'s non-test lines`, () => {
    const app = tracked.filter((file) => file.startsWith("app/")).map(countLines);
    const lines = app.reduce((sum, f) => sum + f.lines, 0);
    const comments = app.reduce((sum, f) => sum + f.comments, 0);
    expect(comments / lines).toBeLessThanOrEqual(MAX_COMMENT_SHARE);
  });

  it(`no source file is over ${MAX_SOURCE_LINES} lines`, () => {
    const long = tracked
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_SOURCE_LINES);
    expect(long).toEqual([]);
  });

  it(`at most ${MAX_ADRS} decision records, each at most ${MAX_ADR_LINES} lines; docs/performance.md at most ${MAX_PERFORMANCE_DOC_LINES}`, () => {
    const adrs = readdirSync("docs/decisions").filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(adrs.length).toBeLessThanOrEqual(MAX_ADRS);
    const long = adrs
      .map((name) => ({ name, lines: lineCount(`docs/decisions/${name}`) }))
      .filter(({ lines }) => lines > MAX_ADR_LINES);
    expect(long).toEqual([]);
    expect(lineCount("docs/performance.md")).toBeLessThanOrEqual(MAX_PERFORMANCE_DOC_LINES);
  });
});
