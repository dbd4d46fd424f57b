import express from "express";
import { z } from "zod";
import type { MockBank } from "./bank";

const faultSchema = z.object({
  kind: z.enum(["500", "401", "malformed", "timeout"]),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
});

const settingsSchema = z.object({
  launchEnabled: z.boolean().optional(),
  maintenance: z.boolean().optional(),
  banner: z.array(z.string().max(500)).max(5).optional(),
  faults: z.record(z.string(), faultSchema.nullable()).optional(),
});

/**
 * Test and demo switches for the in-process mock (never mounted with a real bank):
 * POST /__mock/settings {launchEnabled, maintenance, banner, faults}; POST /__mock/reset.
 */
export function mockControlRouter(bank: MockBank, clearCaches: () => void) {
  const router = express.Router();
  router.use(express.json({ limit: "10kb" }));
  router.post("/settings", (req, res) => {
    const parsed = settingsSchema.safeParse(req.body);
    if (!parsed.success) return res.status(400).json({ error: parsed.error.flatten() });
    const { banner, faults, ...settings } = parsed.data;
    bank.settings = { ...bank.settings, ...settings };
    if (banner) bank.banner = banner;
    for (const [call, fault] of Object.entries(faults ?? {})) {
      bank.faults[call] = fault ?? undefined;
    }
    clearCaches();
    res.json({ settings: bank.settings, banner: bank.banner, faults: bank.faults });
  });
  router.post("/reset", (_req, res) => {
    bank.reset();
    clearCaches();
    res.json({ ok: true });
  });
  return router;
}
