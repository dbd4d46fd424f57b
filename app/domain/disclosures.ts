import { CARD_TYPES, isCardType, type CardType } from "./products";

/**
 * The disclosures screen (SPEC §2.2 'Disclosures (tabs; state tab and cardType)'): one tab per
 * disclosure, for one card type. The tab and the card type travel as query values
 * (`/disclosures?tab=esign&cardType=plus`), so each tab is a plain link without JavaScript.
 */
export const DISCLOSURE_TABS = [
  { id: "rates", label: "Rates and fees" },
  { id: "esign", label: "E-Sign Consent" },
  { id: "terms", label: "Terms" },
  { id: "privacy", label: "Privacy" },
  { id: "state", label: "State notices" },
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
 * State notices shown to applicants (the standard notices of US card applications). The applicant's
 * own state, when it has one, is marked on the screen.
 */
export const STATE_NOTICES: ReadonlyArray<{ states: readonly string[]; title: string; text: string }> = [
  {
    states: ["CA"],
    title: "California residents",
    text: "If you are married, you may apply for a separate account.",
  },
  {
    states: ["OH"],
    title: "Ohio residents",
    text:
      "The Ohio laws against discrimination require that all creditors make credit equally available to all creditworthy customers, " +
      "and that credit reporting agencies maintain separate credit histories on each individual upon request. The Ohio civil rights " +
      "commission administers compliance with this law.",
  },
  {
    states: ["WI"],
    title: "Married Wisconsin residents",
    text:
      "No provision of any marital property agreement, unilateral statement, or court order applying to marital property will " +
      "adversely affect a creditor's interest unless, prior to the time credit is granted, the creditor is furnished a copy of the " +
      "agreement, statement, or decree or has actual knowledge of the adverse provision.",
  },
];
