import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 48: comments say why in a line or two, and a module stays small enough to read at once.
const MAX_COMMENT_SHARE = 0.07;
const MAX_SOURCE_LINES = 300;

const tracked = execFileSync("git", ["ls-files", "app", "mocks", "scripts", "server.ts"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file));

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
      .map((file) => ({ file, lines: readFileSync(file, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_SOURCE_LINES);
    expect(long).toEqual([]);
  });
});
