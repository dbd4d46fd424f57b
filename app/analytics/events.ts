import type { CardType } from "~/domain/products";
import { SCREENS, type ScreenName } from "~/domain/route-table";

/**
 * Analytics events (SPEC §1, §4.2). They never carry PII: user_id is a SHA-256 of the lower-cased
 * email, computed on the server.
 */
export interface AnalyticsEvent {
  event: string;
  step_name?: string;
  card_selected?: CardType;
  traffic_source?: string;
  user_id?: string;
  result?: string;
}

const CARD_PREFIX: Record<CardType, string> = { basic: "", plus: "Plus_", launch: "Launch_" };

/** 'BasicInfoNext', 'Plus_BasicInfoNext' or 'Launch_BasicInfoNext', then 'application_step_0'. */
export function basicInfoNextEvents(cardType: CardType): string[] {
  return [`${CARD_PREFIX[cardType]}BasicInfoNext`, "application_step_0"];
}

/** SPEC §4.3: the product-specific funding-source-next event ('FundingSourceNext', 'Plus_…', 'Launch_…'). */
export function fundingSourceNextEvents(cardType: CardType): string[] {
  return [`${CARD_PREFIX[cardType]}FundingSourceNext`];
}

/** SPEC §4.3: the submission result event; its `result` is 'immediate' (in good funds) or 'see_email'. */
export const APPLICATION_SUBMITTED_EVENT = "application_submitted";

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The step name of the screen at `pathname` ('basic_info', 'otp', …), or null for non-screens. */
export function stepNameForPath(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  for (const [name, screen] of Object.entries(SCREENS) as Array<[ScreenName, { path: string }]>) {
    if (screen.path.toLowerCase() === path) return snake(name);
  }
  return null;
}
