/**
 * Issue 10: fast-check's hostile bodies over real HTTP against the built production server —
 * every form action and the upload route. 0 × 5xx, /healthz answers fast throughout, and a canary
 * applicant's saved answers are unchanged. `npm run fuzz` sends 100,000+.
 */
import { describe, expect, it } from "vitest";
import { limitsLifted } from "../scripts/lib/limits-lifted.mjs";
import { runFuzz } from "./fuzz/run";
import { serverForSuite } from "./server-process";

export const FUZZ_SERVER_ENV = {
  MOCKS: "true",
  LOG_LEVEL: "info",
  ...limitsLifted("10000000"),
};

const COUNT = Number(process.env.FUZZ_BODIES ?? 3_000);
// The limit grows with the bodies sent, with room for a busy machine.
const TIMEOUT_MS = 60_000 + COUNT * 15;

describe(`fuzz: ${COUNT} hostile bodies`, () => {
  const app = serverForSuite(FUZZ_SERVER_ENV);

  it(
    "never answers 5xx, never logs an error, keeps /healthz fast and the canary's answers intact",
    async () => {
      const report = await runFuzz({ url: app.url(), count: COUNT });
      console.log(`fuzz report: ${JSON.stringify(report)}`);
      expect(report.sent).toBe(COUNT);
      expect(report.serverErrors).toEqual([]);
      expect(report.canaryIntact).toBe(true);
      expect(report.healthP95Ms).toBeLessThan(100);
      const errors = app
        .log()
        .split("\n")
        .filter((line) => /"level":(50|60)/.test(line));
      expect(errors.slice(0, 5)).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
