import type { CardType } from "~/domain/products";
import { SCREENS, type ScreenName } from "~/domain/route-table";

// SPEC §1, §4.2. No PII: user_id is a hash of the email, made on the server.
export interface AnalyticsEvent {
  event: string;
  event_id?: string;
  step_name?: string;
  card_selected?: CardType;
  traffic_source?: string;
  user_id?: string;
  result?: string;
  language?: string;
}

type SteppedScreen = { [K in ScreenName]: (typeof SCREENS)[K] extends { step: number } ? K : never }[ScreenName];

const CARD_PREFIX: Record<CardType, string> = { basic: "", plus: "Plus_", launch: "Launch_" };

export function basicInfoNextEvents(cardType: CardType): string[] {
  return [`${CARD_PREFIX[cardType]}BasicInfoNext`, "application_step_0"];
}

export const APPLICATION_SUBMITTED_EVENT = "application_submitted";

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function stepNameForPath(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  for (const [name, screen] of Object.entries(SCREENS) as Array<[ScreenName, { path: string }]>) {
    if (screen.path.toLowerCase() === path) return snake(name);
  }
  return null;
}

// SPEC gives only basic information's step events; the later steps follow its pattern (ADR 0021).
export function stepNextEvents(name: string, cardType: CardType, stepNumber: number): string[] {
  return [`${CARD_PREFIX[cardType]}${name}`, `application_step_${stepNumber - 1}`];
}

function nextEventsOf(screen: SteppedScreen, name: string) {
  return (cardType: CardType): string[] => stepNextEvents(name, cardType, SCREENS[screen].step);
}

export const incomeNextEvents = /* @__PURE__ */ nextEventsOf("income", "IncomeNext");
export const creditLineNextEvents = /* @__PURE__ */ nextEventsOf("creditLine", "CreditLineNext");
export const otpNextEvents = /* @__PURE__ */ nextEventsOf("otp", "OtpNext");
export const identityNextEvents = /* @__PURE__ */ nextEventsOf("identity", "IdentityNext");
export const identityConfirmNextEvents = /* @__PURE__ */ nextEventsOf("identityConfirm", "IdentityConfirmNext");
export const mailingAddressNextEvents = /* @__PURE__ */ nextEventsOf("mailingAddress", "MailingAddressNext");
export const fundingSourceNextEvents = /* @__PURE__ */ nextEventsOf("fundingSource", "FundingSourceNext");
export const termsNextEvents = /* @__PURE__ */ nextEventsOf("terms", "TermsNext");

// The Launch downsell (SPEC §2.3, §4.4) is no step; it is sent before the answer changes card_selected.
export const LAUNCH_DOWNSELL_EVENTS = { accept: "LaunchDownsellAccept", close: "LaunchDownsellClose" } as const;
