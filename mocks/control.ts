import express from "express";
import type { MockBank } from "./bank";
import { applyMockSettings } from "./settings";

/**
 * Test and demo switches for the in-process mock (never mounted with a real bank):
 * POST /__mock/settings {launchEnabled, maintenance, banner, faults}; POST /__mock/reset.
 * The standalone mock server (mocks/standalone.ts) answers the same two paths.
 */
export function mockControlRouter(bank: MockBank, clearCaches: () => void) {
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
    clearCaches();
    res.json({ ok: true });
  });
  return router;
}
