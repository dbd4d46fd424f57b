import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The tests a mutation run (stryker.config.mjs) counts on, by the folder it mutates. A mutant of a
 * module-level value (a schema, a table of texts) runs every test that imports its file, so each
 * folder is held to the tests at its own level: app/domain's rules to app/domain's unit tests;
 * app/features to its own tests and the route tests that drive it, with the in-process journey of
 * test/audit-trail. The other tests of test/ run the built server, a cluster or lynx in processes of
 * their own, where no mutant is.
 */
const folder = process.env.MUTATE_FOLDER ?? "app/domain";
const TESTS = folder.startsWith("app/features")
  ? ["app/features/**/*.test.{ts,tsx}", "app/routes/**/*.test.{ts,tsx}", "test/audit-trail.test.ts"]
  : ["app/domain/**/*.test.{ts,tsx}"];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: TESTS,
    // Stryker runs tests in worker threads, where setting process.env.TZ changes no Date's zone; the
    // tests that set it run in a process of their own, as `npm test` runs every test. (`**` skips
    // dot folders: the second glob is the file in Stryker's sandbox.)
    poolMatchGlobs: [
      ["**/app/domain/local-clock.test.ts", "forks"],
      ["**/.stryker-tmp/*/app/domain/local-clock.test.ts", "forks"],
    ],
  },
});
