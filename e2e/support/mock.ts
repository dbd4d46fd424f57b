import { expect, type APIRequestContext } from "@playwright/test";
import type { MockSettingsUpdate } from "../../mocks/settings";

/**
 * The server closes a keep-alive connection after 5 s without a request (server.ts). A test's request
 * context that sends again after a longer pause (a cleanup at the end of a test) can reuse a socket
 * the server is closing and get ECONNRESET (CI once did). These calls set or read state, so sending
 * one again is safe: Playwright retries only that error.
 */
const RETRY_A_CLOSED_SOCKET = { maxRetries: 2 };

/** Switches of the in-process development mock (only mounted when the server runs on the mock). */
export async function mockSettings(request: APIRequestContext, settings: MockSettingsUpdate): Promise<void> {
  const response = await request.post("/__mock/settings", { data: settings, ...RETRY_A_CLOSED_SOCKET });
  expect(response.ok(), `POST /__mock/settings answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** Back to the mock's defaults: Launch on, no maintenance, no banner, no faults, no leads. */
export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post("/__mock/reset", RETRY_A_CLOSED_SOCKET);
  expect(response.ok(), `POST /__mock/reset answered ${response.status()}`).toBe(true);
}

/** Requests each bank call received since the last reset (GET /__mock/calls, mock only). */
export async function mockCalls(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get("/__mock/calls", RETRY_A_CLOSED_SOCKET);
  expect(response.ok(), `GET /__mock/calls answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}

/** How many submitLead requests reached the mock bank since the last reset. */
export async function submitLeadCalls(request: APIRequestContext): Promise<number> {
  return (await mockCalls(request)).submitLead ?? 0;
}
