import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { userIdKeyFor, userIdWithKey } from "../../app/analytics/sink.server";
import { E2E_SESSION_SECRET } from "../../playwright.config";

/** SPEC §3 user_id: the keyed hash of the lower-cased, trimmed email (the e2e servers' secret). */
export function userIdOf(email: string): string {
  return userIdWithKey(email, userIdKeyFor(E2E_SESSION_SECRET));
}

interface RecordedEvent {
  event: string;
  [key: string]: unknown;
}

/**
 * The events the server's analytics sink recorded for this email, page views left out (GET
 * /__mock/analytics, in-process mock only): what is counted for everyone, JavaScript or not.
 */
export async function serverEvents(request: APIRequestContext, email: string): Promise<RecordedEvent[]> {
  const response = await request.get(`/__mock/analytics?user_id=${userIdOf(email)}`);
  expect(response.ok(), `GET /__mock/analytics answered ${response.status()}`).toBe(true);
  const { events } = (await response.json()) as { events: RecordedEvent[] };
  return events.filter((e) => e.event !== "page_view");
}

/** The events pushed into this page's window.dataLayer (JavaScript only), page views left out. */
export async function dataLayerEvents(page: Page): Promise<RecordedEvent[]> {
  const layer = await page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>);
  return layer.filter((e) => e.event !== "page_view") as RecordedEvent[];
}

/**
 * The step events of docs/decisions/0021-step-events.md for consecutive steps of one card: each
 * name with the card prefix, then its application_step_{k-1}, starting at step `firstStep` of 9.
 */
export function stepEvents(prefix: "" | "Plus_" | "Launch_", names: string[], firstStep: number): string[] {
  return names.flatMap((name, i) => [`${prefix}${name}`, `application_step_${firstStep + i - 1}`]);
}
