// A payment whose answer does not say whether the card was charged: the bank's funding record decides
// what the applicant is told (decision 0054).
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

export type UnansweredCause = "no-answer" | "error";

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

/** Asked again: it is never offered while the bank may have taken it. */
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
  return redirect(response.headers.get("Location") ?? PROCESSING_VIEW);
}

export function unansweredPaymentLanded(record: PaymentRecord, balance: number): boolean {
  return record.unansweredAt !== undefined && balance > record.unansweredAt + 0.005;
}
