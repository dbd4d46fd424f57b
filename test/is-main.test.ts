/**
 * scripts/is-main.mjs: a build or install script runs when node is asked to run it, whatever its path
 * looks like (spaces, a symbolic link), and not when a test imports it. The old check,
 * `import.meta.url === \`file://${argv[1]}\``, did nothing for a checkout under a path with a space.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { isMain } from "../scripts/is-main.mjs";

const dir = mkdtempSync(join(tmpdir(), "is-main "));
const folder = join(dir, "a checkout");
mkdirSync(folder);
const script = join(folder, "script.mjs");
writeFileSync(
  script,
  `import { isMain } from ${JSON.stringify(pathToFileURL(resolve("scripts/is-main.mjs")).href)};\n` +
    "console.log(isMain(import.meta.url) ? 'main' : 'imported');\n",
);
const link = join(dir, "linked.mjs");
symlinkSync(script, link);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (path: string) => execFileSync(process.execPath, [path], { encoding: "utf8" }).trim();

describe("isMain", () => {
  it("is true for the script node runs, under a path with spaces", () => {
    expect(run(script)).toBe("main");
  });

  it("is true when the script is run through a symbolic link", () => {
    expect(run(link)).toBe("main");
  });

  it("is false for a module that was imported", () => {
    expect(isMain(pathToFileURL(script).href)).toBe(false);
  });
});
