import { CARD_TYPES, isCardType, type CardType } from "./products";

// SPEC §2.2: tab and card type travel as query values, so each tab is a plain link without JavaScript.
export const DISCLOSURE_TABS = [
  { id: "rates" },
  { id: "esign" },
  { id: "terms" },
  { id: "privacy" },
  { id: "state" },
] as const;

export type DisclosureTab = (typeof DISCLOSURE_TABS)[number]["id"];

export const DEFAULT_DISCLOSURE_TAB: DisclosureTab = "rates";

export function isDisclosureTab(value: unknown): value is DisclosureTab {
  return typeof value === "string" && DISCLOSURE_TABS.some((t) => t.id === value);
}

export function disclosureView(
  search: URLSearchParams,
  fallbackCard: CardType,
): { tab: DisclosureTab; cardType: CardType } {
  const tab = search.get("tab");
  const card = search.get("cardType")?.toLowerCase();
  return {
    tab: isDisclosureTab(tab) ? tab : DEFAULT_DISCLOSURE_TAB,
    cardType: isCardType(card) ? card : CARD_TYPES.includes(fallbackCard) ? fallbackCard : "basic",
  };
}

export function disclosuresHref(tab: DisclosureTab, cardType: CardType): string {
  return `/disclosures?tab=${tab}&cardType=${cardType}`;
}

export type StateNotice = "california" | "ohio" | "wisconsin";

export const STATE_NOTICES: ReadonlyArray<{ id: StateNotice; states: readonly string[] }> = [
  { id: "california", states: ["CA"] },
  { id: "ohio", states: ["OH"] },
  { id: "wisconsin", states: ["WI"] },
];
