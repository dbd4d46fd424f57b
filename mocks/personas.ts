/**
 * Deterministic test personas of the development mock (docs/mock.md § Personas).
 *
 * - Application outcome: the email's local part after its last '+' (plus addressing), e.g.
 *   `jane+wt_doc@example.com`. The tag decides what submitLead answers and what the status check
 *   finds for that email. Without a tag, the outcome follows the funding (WT_FRE when fully funded,
 *   else WT_FND).
 * - Payment outcome: the debit card number (all Luhn-valid Visa/Mastercard test numbers).
 */

import { BANK_STATUS_CODES } from "./bank-numbers";

/** Every code of SPEC §4.1, as the mock answers it. */
export const STATUS_CODES = BANK_STATUS_CODES;
export type StatusCode = (typeof STATUS_CODES)[number];

/** A code outside SPEC §4.1's table ('Unknown Status'). */
export const UNKNOWN_STATUS_CODE = "ZZ_UNKNOWN";

export type EmailPersona =
  | { kind: "status"; code: string }
  /** submitLead answers 422 with an errors list. */
  | { kind: "unprocessable" }
  /** The status check finds three applications for the email. */
  | { kind: "multiple" }
  /** The status check sends a code but then finds nothing (empty list). */
  | { kind: "noMatch" };

const BY_TAG = new Map<string, EmailPersona>([
  ...STATUS_CODES.map((code): [string, EmailPersona] => [code.toLowerCase(), { kind: "status", code }]),
  ["unknown", { kind: "status", code: UNKNOWN_STATUS_CODE }],
  ["422", { kind: "unprocessable" }],
  ["multi", { kind: "multiple" }],
  ["nomatch", { kind: "noMatch" }],
]);

/** The persona tag of an email (`local+tag@domain`), case-insensitive; null for an ordinary address. */
export function emailPersona(email: string): EmailPersona | null {
  const local = email.trim().toLowerCase().split("@")[0] ?? "";
  const plus = local.lastIndexOf("+");
  if (plus < 0) return null;
  return BY_TAG.get(local.slice(plus + 1)) ?? null;
}

export function personaTags(): string[] {
  return [...BY_TAG.keys()];
}

/** What a debit card does when charged (makePayment, and submitLead with DBT funding). */
export type CardOutcome = "approve" | "declineOnce" | "decline" | "dailyLimit" | "timeout" | "serverError";

export const TEST_CARDS = {
  approveVisa: "4111111111111111",
  approveMastercard: "5555555555554444",
  /** FundFailure on the first try for an application, approved on the next. */
  declineOnce: "4000000000000002",
  /** FundFailure, then FundFailureFinal. */
  decline: "4000000000000010",
  /** ExceededDailyPaymentTransactions. */
  dailyLimit: "4000000000000028",
  /** The mock never answers: the client's timeout fires. */
  timeout: "4000000000000036",
  /** HTTP 500. */
  serverError: "4000000000000044",
} as const;

const CARD_OUTCOMES = new Map<string, CardOutcome>([
  [TEST_CARDS.declineOnce, "declineOnce"],
  [TEST_CARDS.decline, "decline"],
  [TEST_CARDS.dailyLimit, "dailyLimit"],
  [TEST_CARDS.timeout, "timeout"],
  [TEST_CARDS.serverError, "serverError"],
]);

/** Any other card number is approved. */
export function cardOutcome(cardNumber: string | null | undefined): CardOutcome {
  return CARD_OUTCOMES.get((cardNumber ?? "").replace(/\D/g, "")) ?? "approve";
}

/** A document whose file name starts with 'fail' is refused (upload failure screen). */
export function uploadFails(fileName: string): boolean {
  return /^fail/i.test(fileName.trim());
}
