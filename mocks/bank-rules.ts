// Pure rules of the mock bank: balances, products and incentives from its configuration, the card
// outcomes of a payment, and the bounds that keep its memory finite.
import { BANK_OTP_VALIDITY_MS, BANK_PARTIAL_PAYMENT_MIN } from "./bank-numbers";
import type { MockApplication, MockSubmission, PaymentInput, PaymentOutcome, SubmitOutcome } from "./bank-types";
import { mockConfiguration, type MockSettings } from "./configuration";
import { cardOutcome, type CardOutcome } from "./personas";

/** The valid code, the code that answers 400, per SPEC §7 and docs/mock.md. */
export const MOCK_OTP_CODE = "123456";
export const MOCK_OTP_BAD_REQUEST_CODE = "000000";

/** Payment attempts per application and day before ExceededDailyPaymentTransactions. */
export const MOCK_DAILY_PAYMENT_ATTEMPTS = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_FUNDING_ENTRIES = 100;

export function balanceOf(app: MockApplication): number {
  return round2(app.fundingHistory.reduce((sum, f) => sum + f.amountReceived, 0) + app.incentiveValue);
}

export function remainingOf(app: MockApplication): number {
  return round2(Math.max(0, app.creditLimit - balanceOf(app)));
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export const PAYMENT_CODES = new Set(["FundFailure", "FundFailureFinal", "ExceededDailyPaymentTransactions"]);
/** Statuses in which a deposit payment is accepted. */
export const FUNDABLE = new Set(["WT_FND", ...PAYMENT_CODES]);
/** Statuses after which an application can no longer be withdrawn. */
export const FINAL = /^(END_|UI_SDR$)/;
/** Seeded persona applications for these codes have their deposit in full. */
export const FUNDED_CODES = new Set(["WT_FRE", "WT_FIS", "END_BRD", "END_CLS", "UI_SDR"]);
export const SEED_PHONE = "2025550143";
/** The applicant of the personas' seeded applications (docs/mock.md). */
export const SEED_APPLICANT = {
  firstName: "Jordan",
  lastName: "Rivera",
  primaryPhone: SEED_PHONE,
  phoneConsent: true,
  otpMethod: "Email",
} as const;

/** Charges a card against an application's deposit; the card number decides the outcome (docs/mock.md). */
export function charge(app: MockApplication, input: PaymentInput, now: number): PaymentOutcome {
  const fail = (responseCode: string, errorMessage: string): PaymentOutcome => ({
    responseCode,
    approvedAmount: 0,
    errorMessage,
    exceededDailyTransaction: responseCode === "ExceededDailyPaymentTransactions",
  });
  const day = Math.floor(now / DAY_MS);
  if (app.attemptsByDay.day !== day) app.attemptsByDay = { day, count: 0 };
  const outcome: CardOutcome = cardOutcome(input.cardNumber);
  if (outcome === "dailyLimit" || app.attemptsByDay.count >= MOCK_DAILY_PAYMENT_ATTEMPTS) {
    return fail("ExceededDailyPaymentTransactions", "Exceeded daily payment transactions.");
  }
  app.attemptsByDay.count += 1;
  if (app.paymentFailures >= 2) return fail("FundFailureFinal", "The card was declined.");
  const remaining = remainingOf(app);
  const minimum = Math.min(BANK_PARTIAL_PAYMENT_MIN, remaining);
  if (!(input.amount > 0) || input.amount + 0.001 < minimum)
    return fail("MinimumPaymentNotValid", `The minimum payment is ${minimum}.`);
  if (input.amount > remaining + 0.001)
    return fail("PaymentExceedsBalance", `The payment exceeds the remaining ${remaining}.`);
  const declined = outcome === "decline" || (outcome === "declineOnce" && !app.declineOnceUsed);
  if (outcome === "declineOnce") app.declineOnceUsed = true;
  if (declined) {
    app.paymentFailures += 1;
    return fail(app.paymentFailures >= 2 ? "FundFailureFinal" : "FundFailure", "The card was declined.");
  }
  const amount = round2(input.amount);
  app.fundingHistory.push({ amountReceived: amount, receivedAt: now });
  if (app.fundingHistory.length > MAX_FUNDING_ENTRIES) app.fundingHistory.shift();
  app.status = remainingOf(app) <= 0 ? "WT_FRE" : "WT_FND";
  return { responseCode: app.status, approvedAmount: amount, errorMessage: null, exceededDailyTransaction: false };
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function matches(app: MockApplication, emailAddress: string, last4: string): boolean {
  return sameEmail(app.emailAddress, emailAddress) && app.last4 === last4;
}

export interface MockProduct {
  productId: number;
  prn: number;
  productName: string;
  minimum: number;
  maximum: number;
}

export function productById(productId: number, settings: MockSettings): MockProduct | null {
  const products = mockConfiguration(settings, new URLSearchParams()).securedProducts;
  const p = products.find((x) => x.productId === productId || x.prn === productId);
  if (!p) return null;
  return {
    productId: p.productId,
    prn: p.prn,
    productName: p.productName,
    minimum: p.minimumDeposit,
    maximum: p.maximumCreditLimit,
  };
}

export function incentiveById(id: number | null, settings: MockSettings) {
  if (id === null) return null;
  const products = mockConfiguration(settings, new URLSearchParams({ downsell: "true" })).securedProducts;
  for (const p of products) {
    for (const i of p.incentives) {
      if (i.id !== id) continue;
      const detail = i.incentiveDetails[0];
      return {
        id: i.id,
        name: i.name,
        typeName: (detail?.incentiveTypeName ?? "").toLowerCase(),
        value: Number(detail?.value ?? 0),
      };
    }
  }
  return null;
}

export function bounded(set: Set<string>, max: number) {
  if (set.size < max) return;
  const oldest = set.values().next().value;
  if (oldest !== undefined) set.delete(oldest);
}

export function boundedMap<V>(map: Map<string, V>, max: number) {
  if (map.size < max) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}

type Incentive = ReturnType<typeof incentiveById>;

/**
 * What submitLead checks before anything is kept (422 answers): the persona that fails validation,
 * the product, and the credit limit within the product's bounds after its incentive.
 */
export function checkSubmission(
  input: MockSubmission,
  unprocessablePersona: boolean,
  settings: MockSettings,
): SubmitOutcome | { product: MockProduct; incentive: Incentive; reduction: number; limit: number } {
  if (unprocessablePersona) {
    return {
      kind: "unprocessable",
      errors: [
        { errorCode: "InvalidModel", errorMessage: "The SSN could not be validated.", memberNames: ["pii.ssn"] },
        {
          errorCode: "InvalidModel",
          errorMessage: "The date of birth could not be validated.",
          memberNames: ["pii.dateOfBirth"],
        },
      ],
    };
  }
  const product = productById(input.basicInfo.productId, settings);
  if (!product) {
    return {
      kind: "unprocessable",
      errors: [{ errorCode: "InvalidProduct", errorMessage: "Unknown product.", memberNames: ["basicInfo.productId"] }],
    };
  }
  const incentive = incentiveById(input.incentiveId, settings);
  const reduction = incentive?.typeName === "depositreduction" ? incentive.value : 0;
  const minimum =
    incentive?.typeName === "minimumdeposit" ? Math.min(product.minimum, incentive.value) : product.minimum - reduction;
  const limit = input.creditLine.creditLimit;
  if (limit < minimum || limit > product.maximum) {
    return {
      kind: "unprocessable",
      errors: [
        {
          errorCode: "InvalidCreditLimit",
          errorMessage: `Credit limit must be between ${minimum} and ${product.maximum}.`,
          memberNames: ["creditLine.creditLimit"],
        },
      ],
    };
  }
  return { product, incentive, reduction, limit };
}

/** A new application as submitLead or a persona's seed creates it: waiting for funds, nothing received. */
export function newApplication(fields: {
  applicationId: string;
  leadId: string;
  product: MockProduct;
  applicant: Pick<
    MockApplication,
    "firstName" | "lastName" | "emailAddress" | "primaryPhone" | "phoneConsent" | "otpMethod" | "last4"
  >;
  creditLimit: number;
  incentive: Pick<MockApplication, "incentiveId" | "incentiveName" | "incentiveValue">;
  submittedAt: number;
}): MockApplication {
  const { product, applicant } = fields;
  return {
    applicationId: fields.applicationId,
    leadId: fields.leadId,
    status: "WT_FND",
    productId: product.productId,
    prn: product.prn,
    productName: product.productName,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    emailAddress: applicant.emailAddress,
    primaryPhone: applicant.primaryPhone,
    phoneConsent: applicant.phoneConsent,
    otpMethod: applicant.otpMethod,
    last4: applicant.last4,
    creditLimit: fields.creditLimit,
    ...fields.incentive,
    fundingHistory: [],
    submittedAt: fields.submittedAt,
    docFlags: {},
    documents: [],
    paymentFailures: 0,
    declineOnceUsed: false,
    attemptsByDay: { day: Math.floor(fields.submittedAt / DAY_MS), count: 0 },
  };
}

/**
 * A one-time code against the record it was sent for (a lead or a status check): 'ok', 'invalid' for
 * the first wrong code, 403 for the second, 400 for the bad-request code (SPEC §7's mock contract).
 */
export function verifyCode(
  record: { sentAt: number; wrongAttempts: number; verified: boolean },
  code: string,
  now: number,
): "ok" | "invalid" | 400 | 403 {
  if (code === MOCK_OTP_BAD_REQUEST_CODE) return 400;
  if (code === MOCK_OTP_CODE && now - record.sentAt <= BANK_OTP_VALIDITY_MS) {
    record.verified = true;
    return "ok";
  }
  if (record.wrongAttempts >= 1) return 403;
  record.wrongAttempts += 1;
  return "invalid";
}

/** A persona's status code on its application, with what that status implies (failures, flags, funds). */
export function applyPersonaStatus(app: MockApplication, code: string, now: number) {
  // Payment codes too are kept as the status, so the status check shows the same code.
  app.status = code;
  if (code === "FundFailure") app.paymentFailures = Math.max(app.paymentFailures, 1);
  if (code === "FundFailureFinal") app.paymentFailures = Math.max(app.paymentFailures, 2);
  if (code === "WT_DOC") app.docFlags = { doC_IncomeYN: true, doC_AddressYN: true };
  if (FUNDED_CODES.has(code) && remainingOf(app) > 0) {
    app.fundingHistory.push({ amountReceived: remainingOf(app), receivedAt: now });
  }
}
