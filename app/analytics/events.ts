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

/**
 * SPEC names events per step and card ('Plus_…', 'Launch_…', 'application_step_n') but gives only
 * basic information's. The later steps follow the same pattern, numbered from 0 at basic
 * information like SPEC's 'application_step_0' (docs/decisions/0021-step-events.md).
 */
export function stepNextEvents(name: string, cardType: CardType, stepNumber: number): string[] {
  return [`${CARD_PREFIX[cardType]}${name}`, `application_step_${stepNumber - 1}`];
}

/** Income (step 3 of 9): 'IncomeNext', 'Plus_IncomeNext' or 'Launch_IncomeNext', then 'application_step_2'. */
export function incomeNextEvents(cardType: CardType): string[] {
  return stepNextEvents("IncomeNext", cardType, 3);
}

/** Credit line (step 4 of 9): 'CreditLineNext' (card-prefixed), then 'application_step_3'. */
export function creditLineNextEvents(cardType: CardType): string[] {
  return stepNextEvents("CreditLineNext", cardType, 4);
}
