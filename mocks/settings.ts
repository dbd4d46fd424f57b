import { z } from "zod";
import type { MockBank } from "./bank";

/** The mock's switches, shared by the in-process Express router and the standalone server. */
const faultSchema = z.object({
  kind: z.enum(["400", "401", "403", "500", "malformed", "shape", "timeout"]).optional(),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  times: z.number().int().min(1).max(1000).optional(),
});

export const mockSettingsSchema = z.object({
  launchEnabled: z.boolean().optional(),
  maintenance: z.boolean().optional(),
  banner: z.array(z.string().max(500)).max(5).optional(),
  faults: z.record(z.string(), faultSchema.nullable()).optional(),
});

export type MockSettingsUpdate = z.infer<typeof mockSettingsSchema>;

/** Applies a settings body; answers the new state, or the validation error. */
export function applyMockSettings(
  bank: MockBank,
  body: unknown,
): { ok: true; state: unknown } | { ok: false; error: unknown } {
  const parsed = mockSettingsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: parsed.error.flatten() };
  const { banner, faults, ...settings } = parsed.data;
  bank.settings = { ...bank.settings, ...settings };
  if (banner) bank.banner = banner;
  for (const [call, fault] of Object.entries(faults ?? {})) {
    bank.faults[call] = fault ?? undefined;
  }
  return { ok: true, state: { settings: bank.settings, banner: bank.banner, faults: bank.faults } };
}
