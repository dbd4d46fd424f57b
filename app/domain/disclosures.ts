import { CARD_TYPES, isCardType, type CardType } from "./products";

/**
 * The disclosures screen (SPEC §2.2 'Disclosures (tabs; state tab and cardType)'): one tab per
 * disclosure, for one card type. The tab and the card type travel as query values
 * (`/disclosures?tab=esign&cardType=plus`), so each tab is a plain link without JavaScript.
 */
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

/** The tab named by the query, else the first; the card type named by the query, else the fallback. */
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

/**
 * State notices shown to applicants (the standard notices of US card applications), by the states
 * they are for; their words are in the catalogue (`disclosures.<id>Title`/`Text`). The applicant's own
 * state, when it has one, is marked on the screen.
 */
export type StateNotice = "california" | "ohio" | "wisconsin";

export const STATE_NOTICES: ReadonlyArray<{ id: StateNotice; states: readonly string[] }> = [
  { id: "california", states: ["CA"] },
  { id: "ohio", states: ["OH"] },
  { id: "wisconsin", states: ["WI"] },
];
