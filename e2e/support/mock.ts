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
