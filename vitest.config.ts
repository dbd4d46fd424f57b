import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Node 25+ has a Web Storage global whose first read warns when no file backs it (MSW looks for it):
// the tests use none.
const NO_WEB_STORAGE = Number(process.versions.node.split(".")[0]) >= 25 ? ["--no-webstorage"] : [];

const INCLUDE = ["app/**/*.test.{ts,tsx}", "mocks/**/*.test.ts", "dev/**/*.test.ts", "test/**/*.test.{ts,tsx}"];

/** Test files that replace a module (vi.mock): each needs a module graph of its own. */
const MOCKING = ["app", "mocks", "dev", "test"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")));

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    poolOptions: { forks: { execArgv: NO_WEB_STORAGE, isolate: false } },
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. Many of these tests
    // wait on servers and Redis, so every core gets a worker.
    maxWorkers: "100%",
    restoreMocks: true,
    // Property tests run thousands of cases; a loaded 2-core CI machine needs headroom.
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["app/domain/**", "app/upstream/**", "app/session/**", "app/features/**", "app/server/**"],
      reporter: ["text-summary", "text"],
      // The rules of SPEC live in app/domain: a drop in their coverage fails `npm test`.
      thresholds: { "app/domain/**": { lines: 95, functions: 95, statements: 95 }, lines: 90 },
    },
    // Importing each file's module graph afresh was most of the run: files share one per worker, but
    // those that replace a module get their own.
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: INCLUDE,
          exclude: [...configDefaults.exclude, ...MOCKING],
        },
      },
      {
        extends: true,
        test: { name: "isolated", include: MOCKING, poolOptions: { forks: { isolate: true } } },
      },
    ],
  },
});
