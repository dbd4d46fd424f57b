import { TEST_CARDS } from "../mocks/personas";
import { DEBIT_CARD_FIELDS, HOME_ADDRESS_FIELDS } from "../scripts/lib/applicant-answers.mjs";
import type { CardType } from "~/domain/products";
import type { Draft, SessionData } from "~/session/data";
import { basicInfoDraft, verifiedApplicant, type AppHarness, type Applicant } from "./app-harness";

/**
 * Builders for the route tests of the funding and submission screens (on `useAppHarness()`): a
 * draft standing at any step of the application, a verified applicant with it, a debit card form.
 */

export const HOME_ADDRESS = HOME_ADDRESS_FIELDS;

const STEPS_BEFORE_FUNDING = ["income", "creditLine", "identity", "identityConfirm", "mailingAddress"];

/** The steps done by an applicant standing at the terms (step 10). */
export const AT_TERMS = [...STEPS_BEFORE_FUNDING, "fundingSource", "fundingPayment"];

/** A complete draft up to the mailing address (step 7), for the given card. */
export function draftFor(cardType: CardType = "basic", overrides: Partial<Draft> = {}): Draft {
  const deposit = cardType === "plus" ? 300 : cardType === "launch" ? 100 : 200;
  return {
    ...basicInfoDraft(cardType),
    instanceId: 123456789,
    housingPayment: 1000,
    annualIncome: 50000,
    calculatedIncome: 24000,
    amount: deposit,
    creditLimit: deposit,
    securityDeposit: deposit,
    annualFee: cardType === "plus" ? 0 : cardType === "launch" ? 24 : 35,
    programFee: cardType === "launch" ? 19.95 : 0,
    fundToday: true,
    downsellFrom: null,
    homeAddress: HOME_ADDRESS,
    mailToType: "home",
    mailingAddress: null,
    completed: [...STEPS_BEFORE_FUNDING],
    ...overrides,
  };
}

/**
 * A verified applicant with the draft given (default: everything up to the mailing address) and
 * SSN/date of birth sealed; `extra` is more session data.
 */
export function applicant(
  h: AppHarness,
  draft: Draft = draftFor(),
  extra: Partial<SessionData> = {},
): Promise<Applicant> {
  return verifiedApplicant(h, draft, { pii: { ssn: "123456789", dateOfBirth: "01/02/1990" }, session: extra });
}

/**
 * A verified applicant at the terms step, funding by debit card now (billing at 9 Bank Rd), with the
 * card waiting in memory as the payment step leaves it.
 */
export async function fundingNowAtTerms(
  h: AppHarness,
  cardNumber: string = TEST_CARDS.approveVisa,
  overrides: Partial<Draft> = {},
): Promise<Applicant> {
  const visitor = await applicant(
    h,
    draftFor("basic", {
      fundingType: "DBT",
      fundToday: true,
      cardHolderFirstName: "Jane",
      cardHolderLastName: "Doe",
      billingAddress: { ...HOME_ADDRESS, addressLine1: "9 Bank Rd" },
      completed: AT_TERMS,
      ...overrides,
    }),
  );
  visitor.context.cards.put(visitor.session.id, { cardNumber, expirationDateMMYY: "1229", cvv: "123" });
  return visitor;
}

/** A valid debit card form (SPEC §2.3) for the given card number. */
export function cardForm(csrf: string, overrides: Record<string, string | undefined> = {}) {
  return {
    csrf,
    ...DEBIT_CARD_FIELDS,
    ...HOME_ADDRESS_FIELDS,
    ...overrides,
  };
}

/** The returning-applicant persona's card (approved Visa). */
export const JORDAN_CARD = {
  cardHolderFirstName: "Jordan",
  cardHolderLastName: "Rivera",
  cardNumber: TEST_CARDS.approveVisa,
} as const;

export { TEST_CARDS };
