/**
 * The production server carries no mock (issue 13): the built-in mock of the bank and its test seeds
 * are a bundle of their own (build/dev-mock.js), imported only when no bank is configured.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "./server-process";

/** esbuild marks each bundled module with a `// <path>` line. */
function bundledModules(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/^\/\/ ([\w./-]+\.tsx?)$/gm)].map((match) => match[1] ?? "");
}

describe("the production bundle", () => {
  beforeAll(() => ensureBuild(), 120_000);

  it("build/server.js bundles the app only: nothing of mocks/ or dev/, no msw", () => {
    const modules = bundledModules("build/server.js");
    expect(modules).toContain("server.ts");
    expect(modules.filter((path) => !path.startsWith("app/") && path !== "server.ts")).toEqual([]);
    const code = readFileSync("build/server.js", "utf8");
    expect(code).not.toMatch(/from "msw(\/node)?"/);
    expect(code).not.toContain("MockBank");
  });

  it("the mock and its seeds are in build/dev-mock.js, loaded by a path only the mock's start reads", () => {
    const modules = bundledModules("build/dev-mock.js");
    expect(modules).toEqual(expect.arrayContaining(["dev/mock-entry.ts", "mocks/bank.ts", "dev/session-seed.ts"]));
    expect(readFileSync("build/server.js", "utf8")).toContain('new URL("./dev-mock.js", import.meta.url)');
  });

  it("msw is a development dependency only", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies)).not.toContain("msw");
    expect(Object.keys(pkg.devDependencies)).toContain("msw");
  });
});
