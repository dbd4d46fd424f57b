// A payment's bank call and what its answer leads to (SPEC §4.3, §8; decision 0054).
import { redirect, type AppLoadContext } from "@remix-run/node";
import { FUNDING_ATTEMPTS } from "~/domain/constants";
import { paymentStep } from "~/domain/funding-flow";
import { paymentResultFigures } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { errorRedirect } from "~/session/form.server";
import type { CollectedPayment } from "./payment-runs.server";
import { RESULT_VIEW } from "./views";
import {
  finishPayment,
  latestSaved,
  PAYMENT_STALE_MS,
  reopened,
  type ExistingApplication,
  type PaymentRecord,
} from "./payment.server";
import { askBankAboutPayment, settleUnanswered, type UnansweredCause } from "./payment-unanswered.server";

const PATH = pathOf("fundingPayment");

export async function settlePayment(context: AppLoadContext, collected: CollectedPayment): Promise<Response> {
  const { session } = context;
  const { basis, settled } = collected;
  const before: PaymentRecord = {
    applicationId: basis.applicationId,
    id: basis.paymentId,
    state: "open",
    failures: basis.failures,
    ...(basis.asked === undefined ? {} : { asked: basis.asked }),
  };

  // Anything but a clear answer: the bank may have taken the payment, so its funding record is read before
  // the applicant is told anything (decision 0054).
  const askBank = async (cause: UnansweredCause) => {
    const record: PaymentRecord = { ...before, balanceBefore: basis.balance };
    return settleUnanswered(context, record, await askBankAboutPayment(context, basis, basis.balance), cause);
  };

  if (!settled.ok) {
    const { error } = settled;
    context.log.error({ err: error, call: "makePayment" }, "payment call failed");
    return bankFailure(context, error, {
      unreachable: () => askBank("no-answer"),
      unreadable: () => askBank("no-answer"),
      // Our request never left: nothing was charged, the applicant may pay again.
      notSent: () => finishPayment(context, reopened(before), errorRedirect("payment-error")),
      otherwise: () => askBank("error"),
    });
  }

  const { response } = settled;
  const step = paymentStep(response.responseCode, {
    previousFailures: basis.failures,
    exceededDailyTransaction: response.paymentResponse?.exceededDailyTransaction ?? false,
  });
  switch (step.kind) {
    case "retry":
      return finishPayment(context, { ...before, failures: basis.failures + 1 }, redirect(PATH, 303));
    case "final":
      return finishPayment(
        context,
        { ...before, failures: Math.max(FUNDING_ATTEMPTS, basis.failures + 1) },
        errorRedirect("funding-failed"),
      );
    case "error":
      // A refusal the bank names (or the daily limit): nothing was charged.
      return finishPayment(context, reopened(before), errorRedirect(step.error));
    case "unclear":
      context.log.warn({ responseCode: response.responseCode }, "payment answered an unclear error code");
      return askBank("error");
    case "screen":
      if (session.data.selectedApplication?.applicationId === basis.applicationId) {
        session.data.selectedApplication.responseCode = response.responseCode;
      }
      return finishPayment(context, { ...before, state: "submitted" }, redirect(pathOf(step.screen), 303));
    case "result":
      return finishPayment(
        context,
        {
          ...before,
          state: "submitted",
          result: paymentResultFigures({
            approvedAmount: response.paymentResponse?.approvedAmount,
            balance: response.paymentResponse?.balance ?? basis.balance,
            creditLimit: response.paymentResponse?.creditLimit ?? basis.creditLimit,
            daysLeftToFund: response.paymentResponse?.daysLeftToFund ?? basis.daysLeftToFund,
          }),
        },
        redirect(RESULT_VIEW, 303),
      );
  }
}

/** A payment whose call runs nowhere we can see (a restart) ends, after a while, as one never answered. */
export async function processingPayment(
  context: AppLoadContext,
  app: ExistingApplication,
  wait: boolean,
): Promise<Response | null> {
  const { session, payments } = context;
  const record = session.data.payment;
  if (!record || record.applicationId !== app.applicationId) return redirect(PATH);
  if (record.state !== "pending") return redirect(record.next ?? PATH);

  const collected = await payments.collect(session.id, wait ? payments.timing.waitMs : 0);
  if (collected === "running") return null;
  if (collected) return settlePayment(context, collected);

  // Nothing runs here: another request collected the answer (it is in the store), or it was cut off.
  const saved = (await latestSaved(context))?.payment;
  if (saved && saved.applicationId === record.applicationId && saved.state !== "pending") {
    session.data.payment = saved;
    return redirect(saved.next ?? PATH);
  }
  if (context.now() - (record.startedAt ?? 0) > PAYMENT_STALE_MS) {
    context.log.warn({ applicationId: record.applicationId }, "a pending payment was cut off; its answer never came");
    return settleUnanswered(context, record, await askBankAboutPayment(context, app, record.balanceBefore));
  }
  if (wait) await payments.pause(payments.timing.waitMs);
  return null;
}
