import type { CardType } from "~/domain/products";
import { SCREENS, type ScreenName } from "~/domain/route-table";

/**
 * Analytics events (SPEC §1, §4.2). They never carry PII: user_id is a SHA-256 of the lower-cased
 * email, computed on the server.
 */
export interface AnalyticsEvent {
  event: string;
  /** Unique per event: a page that receives the same queued event twice pushes it once. */
  event_id?: string;
  step_name?: string;
  card_selected?: CardType;
  traffic_source?: string;
  user_id?: string;
  result?: string;
  /** The page's language ('en' or 'es'): a dimension; event names stay English (issue 16). */
  language?: string;
}

/** The screens with a step number in the flow. */
type SteppedScreen = { [K in ScreenName]: (typeof SCREENS)[K] extends { step: number } ? K : never }[ScreenName];

const CARD_PREFIX: Record<CardType, string> = { basic: "", plus: "Plus_", launch: "Launch_" };

/** 'BasicInfoNext', 'Plus_BasicInfoNext' or 'Launch_BasicInfoNext', then 'application_step_0'. */
export function basicInfoNextEvents(cardType: CardType): string[] {
  return [`${CARD_PREFIX[cardType]}BasicInfoNext`, "application_step_0"];
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

/** A step's 'Next' events, numbered as the route table numbers its screen. */
function nextEventsOf(screen: SteppedScreen, name: string) {
  return (cardType: CardType): string[] => stepNextEvents(name, cardType, SCREENS[screen].step);
}

/** Income (step 3 of 9): 'IncomeNext', 'Plus_IncomeNext' or 'Launch_IncomeNext', then 'application_step_2'. */
export const incomeNextEvents = /* @__PURE__ */ nextEventsOf("income", "IncomeNext");

/** Credit line (step 4 of 9): 'CreditLineNext' (card-prefixed), then 'application_step_3'. */
export const creditLineNextEvents = /* @__PURE__ */ nextEventsOf("creditLine", "CreditLineNext");

/** The code step (step 2 of 9), application path only: 'OtpNext' (card-prefixed), then 'application_step_1'. */
export const otpNextEvents = /* @__PURE__ */ nextEventsOf("otp", "OtpNext");

/** Identity (step 5 of 9): 'IdentityNext' (card-prefixed), then 'application_step_4'. */
export const identityNextEvents = /* @__PURE__ */ nextEventsOf("identity", "IdentityNext");

/** Identity confirm (step 6 of 9): 'IdentityConfirmNext' (card-prefixed), then 'application_step_5'. */
export const identityConfirmNextEvents = /* @__PURE__ */ nextEventsOf("identityConfirm", "IdentityConfirmNext");

/** Mailing address (step 7 of 9): 'MailingAddressNext' (card-prefixed), then 'application_step_6'. */
export const mailingAddressNextEvents = /* @__PURE__ */ nextEventsOf("mailingAddress", "MailingAddressNext");

/**
 * Funding source (step 8 of 9): SPEC §4.3's product-specific funding-source-next event
 * ('FundingSourceNext', 'Plus_…', 'Launch_…'), then 'application_step_7'.
 */
export const fundingSourceNextEvents = /* @__PURE__ */ nextEventsOf("fundingSource", "FundingSourceNext");

/** Terms accepted and submitted (step 9 of 9): 'TermsNext' (card-prefixed), then 'application_step_8'. */
export const termsNextEvents = /* @__PURE__ */ nextEventsOf("terms", "TermsNext");

/**
 * The Launch downsell (SPEC §2.3, §4.4) is not a step: one event per answer, not numbered. Its
 * card_selected is the card the offer was made on (the event is sent before the answer changes it).
 */
export const LAUNCH_DOWNSELL_EVENTS = { accept: "LaunchDownsellAccept", close: "LaunchDownsellClose" } as const;
