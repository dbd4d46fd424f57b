import express from "express";
import type { MockBank } from "./bank";
import { applyMockSettings } from "./settings";

/**
 * Test and demo switches for the in-process mock (never mounted with a real bank):
 * POST /__mock/settings {launchEnabled, maintenance, banner, faults}; POST /__mock/reset.
 * The standalone mock server (mocks/standalone.ts) answers the same two paths.
 * Read-outs for tests: GET /__mock/calls (requests per bank call since the last reset, e.g.
 * {calls: {submitLead: 1}}) and, when a tap is given, GET /__mock/analytics?user_id=… (the events
 * the server's analytics sink received).
 */
/** What the server's analytics tap offers (dev/analytics-tap.ts): the mock knows nothing of the app. */
export interface AnalyticsReadout {
  list(userId?: string): unknown[];
  reset(): void;
}

export function mockControlRouter(bank: MockBank, clearCaches: () => void, analytics?: AnalyticsReadout) {
  const router = express.Router();
  router.use(express.json({ limit: "10kb" }));
  router.post("/settings", (req, res) => {
    const result = applyMockSettings(bank, req.body);
    if (!result.ok) return res.status(400).json({ error: result.error });
    clearCaches();
    res.json(result.state);
  });
  router.post("/reset", (_req, res) => {
    bank.reset();
    analytics?.reset();
    clearCaches();
    res.json({ ok: true });
  });
  router.get("/calls", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ calls: bank.calls() });
  });
  if (analytics) {
    router.get("/analytics", (req, res) => {
      const userId = typeof req.query.user_id === "string" ? req.query.user_id : undefined;
      res.set("Cache-Control", "no-store").json({ events: analytics.list(userId) });
    });
  }
  return router;
}
