import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Node 25+ has a Web Storage global whose first read warns when no file backs it (MSW looks for it):
// the tests use none.
const NO_WEB_STORAGE = Number(process.versions.node.split(".")[0]) >= 25 ? ["--no-webstorage"] : [];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "mocks/**/*.test.ts", "dev/**/*.test.ts", "test/**/*.test.{ts,tsx}"],
    environment: "node",
    poolOptions: { forks: { execArgv: NO_WEB_STORAGE } },
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
  },
});
