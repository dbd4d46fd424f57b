import { expect, type APIRequestContext } from "@playwright/test";

export type FaultKind = "500" | "401" | "malformed" | "timeout";

export interface MockSettings {
  launchEnabled?: boolean;
  maintenance?: boolean;
  banner?: string[];
  faults?: Record<string, { kind: FaultKind; latencyMs?: number } | null>;
}

/** Switches of the in-process development mock (only mounted when the server runs on the mock). */
export async function mockSettings(request: APIRequestContext, settings: MockSettings): Promise<void> {
  const response = await request.post("/__mock/settings", { data: settings });
  expect(response.ok(), `POST /__mock/settings answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** Back to the mock's defaults: Launch on, no maintenance, no banner, no faults, no leads. */
export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post("/__mock/reset");
  expect(response.ok(), `POST /__mock/reset answered ${response.status()}`).toBe(true);
}

/** Requests each bank call received since the last reset (GET /__mock/calls, mock only). */
export async function mockCalls(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get("/__mock/calls");
  expect(response.ok(), `GET /__mock/calls answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}

/** How many submitLead requests reached the mock bank since the last reset. */
export async function submitLeadCalls(request: APIRequestContext): Promise<number> {
  return (await mockCalls(request)).submitLead ?? 0;
}
