// A payment whose answer does not say whether the card was charged (a timeout, a cut-off call, an
// HTTP error, an unclear code): the bank's funding record decides what the applicant is told
// (docs/decisions/0054).
import { redirect, type AppLoadContext } from "@remix-run/node";
import { PAYMENT_NOT_RECEIVED_NOTICE } from "~/domain/error-catalogue";
import { paymentResultFigures, type PaymentResultFigures } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import { bankFailureOr } from "~/features/flow/bank-failure.server";
import { errorRedirect, setNotice } from "~/session/form.server";
import { PROCESSING_VIEW, RESULT_VIEW } from "./views";
import {
  finishPayment,
  fundingStatusOf,
  reopened,
  type ExistingApplication,
  type PaymentRecord,
} from "./payment.server";

const PATH = pathOf("fundingPayment");

export type PaymentTruth =
  { kind: "landed"; result: PaymentResultFigures } | { kind: "not-landed"; balance: number } | { kind: "unknown" };

/** Why the payment's outcome is unknown: no answer came, or the bank answered with an error. */
export type UnansweredCause = "no-answer" | "error";

/**
 * Whether a payment that had no answer reached the application: the bank's funding record
 * (getApplicationPaymentStatus) against the balance the payment was read against. A record that
 * cannot be read leaves it unknown (401/403 still end the session).
 */
export async function askBankAboutPayment(
  context: AppLoadContext,
  app: { applicationId: string; creditLimit: number | null },
  balanceBefore: number | undefined,
): Promise<PaymentTruth> {
  if (balanceBefore === undefined) return { kind: "unknown" };
  let funding;
  try {
    funding = await fundingStatusOf(context, app);
  } catch (error) {
    return bankFailureOr(context, error, () => {
      context.log.warn(
        { err: error, applicationId: app.applicationId },
        "payment status unavailable: the payment stays unconfirmed",
      );
      return { kind: "unknown" } as const;
    });
  }
  const { status, summary } = funding;
  if (summary.balance > balanceBefore + 0.005) {
    return {
      kind: "landed",
      result: paymentResultFigures({
        approvedAmount: summary.balance - balanceBefore,
        balance: summary.balance,
        creditLimit: summary.creditLimit,
        daysLeftToFund: status.daysLeftToFund,
      }),
    };
  }
  return { kind: "not-landed", balance: summary.balance };
}

/** What the applicant is told about a payment with no answer, once the bank was asked: only what it showed. */
export async function settleUnanswered(
  context: AppLoadContext,
  record: PaymentRecord,
  truth: PaymentTruth,
  cause: UnansweredCause = "no-answer",
): Promise<Response> {
  const base: PaymentRecord = {
    applicationId: record.applicationId,
    id: record.id,
    state: "submitted",
    failures: record.failures,
    balanceBefore: record.balanceBefore,
  };
  switch (truth.kind) {
    case "landed":
      return finishPayment(context, { ...base, result: truth.result }, redirect(RESULT_VIEW, 303));
    case "not-landed":
      return finishPayment(
        context,
        reopened(record, truth.balance),
        errorRedirect(cause === "error" ? "payment-error-checked" : "payment-timeout"),
      );
    case "unknown":
      return finishPayment(context, { ...base, unconfirmed: true }, errorRedirect("payment-unconfirmed"));
  }
}

/**
 * The payment screen on a payment whose answer never came ('Try again', a repeat visit): the bank
 * is asked again. Landed → its result; not received → the form, saying so; still unknown → the
 * same error (it is never offered while the bank may have taken it).
 */
export async function recheckUnconfirmed(
  context: AppLoadContext,
  app: ExistingApplication,
  record: PaymentRecord,
): Promise<Response> {
  const truth = await askBankAboutPayment(context, app, record.balanceBefore);
  if (truth.kind === "not-landed") {
    context.session.data.payment = reopened(record, truth.balance);
    await setNotice(context, PATH, PAYMENT_NOT_RECEIVED_NOTICE);
    return redirect(PATH);
  }
  const response = await settleUnanswered(context, record, truth);
  // A GET answers 302 (the error page or the result view).
  return redirect(response.headers.get("Location") ?? PROCESSING_VIEW);
}

/**
 * True when an earlier payment that had no answer has reached the application since the bank
 * showed it had not (a late booking): the balance grew past what it was then.
 */
export function unansweredPaymentLanded(record: PaymentRecord, balance: number): boolean {
  return record.unansweredAt !== undefined && balance > record.unansweredAt + 0.005;
}
