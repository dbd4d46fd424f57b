import { redirect, type AppLoadContext } from "@remix-run/node";
import { FUNDING_ATTEMPTS } from "~/domain/constants";
import { depositFigures } from "~/domain/deposit-figures";
import { PAYMENT_NOT_RECEIVED_NOTICE } from "~/domain/error-catalogue";
import { isFundable } from "~/domain/funding-flow";
import { fundingAttemptsRemaining, partialAmountBounds, partialFundingAllowed } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import { isWithdrawn, outcomeForStatus } from "~/domain/status-codes";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { translateMessage } from "~/i18n/validation.server";
import { formState } from "~/server/form-screen.server";
import { addressDefaults, fundingPaymentSchema } from "~/server/form-schemas.server";
import { stateOptions } from "~/i18n/labels.server";
import { constraintOf, errorRedirect, takeNotice } from "~/session/form.server";
import { existingApplicationOf, openPayment, paymentStateOf, type ExistingApplication } from "./payment.server";
import { processingPayment } from "./payment-settle.server";
import { recheckUnconfirmed } from "./payment-unanswered.server";
import { depositFiguresOf, isFundingRetry, requireOpenStep } from "~/features/submission/submission.server";
import { stillOwed } from "./payment-action.server";
import { PATH, PROCESSING_VIEW, type FormView, type PaymentView } from "./views";

export function paymentConstraint(context: AppLoadContext, remaining: number, partialAllowed: boolean) {
  return constraintOf(fundingPaymentSchema({ today: new Date(context.now()), remaining, partialAllowed }));
}

/** The stored English text names its key (ADR 0178); one the catalogue does not know is shown as it is. */
async function noticeFor(context: AppLoadContext): Promise<string | null> {
  const notice = await takeNotice(context, PATH);
  if (!notice) return null;
  const t = serverTranslate(localeOf(context));
  return notice === PAYMENT_NOT_RECEIVED_NOTICE ? t("fundingPayment.notReceived") : translateMessage(notice, t);
}

export async function paymentView(request: Request, context: AppLoadContext): Promise<PaymentView | Response> {
  const existing = existingApplicationOf(context.session.data);
  if (existing && isWithdrawn(existing.responseCode)) return redirect(pathOf("appClosedWithdrawn"));
  if (existing) return paymentLoader(request, context, existing);
  return earlyLoader(context);
}

async function earlyLoader(context: AppLoadContext): Promise<FormView> {
  const draft = requireOpenStep(context, "fundingPayment");
  if (draft.fundingType !== "DBT") throw redirect(pathOf("fundingSource"));
  const figures = depositFiguresOf(draft);
  // Before the application exists nothing is received: what is due is the applicant's part.
  const deposit = figures?.toPay ?? 0;
  const fundFailure = isFundingRetry(context.session.data);
  const state = await formState(context, PATH);
  const notice = await noticeFor(context);
  const billing = draft.billingAddress ?? draft.homeAddress;
  return {
    mode: "early",
    paymentId: null,
    amountDue: deposit,
    creditLimit: figures?.creditLine ?? null,
    figures,
    balance: null,
    promotion: 0,
    paid: null,
    partialAllowed: partialFundingAllowed({ fundFailure, creditLimit: deposit, balance: 0 }),
    partialBounds: partialAmountBounds(deposit),
    fundFailure,
    attemptsRemaining: fundingAttemptsRemaining(fundFailure ? 1 : 0),
    notice,
    backHref: pathOf("fundingSource"),
    ...state,
    constraint: paymentConstraint(
      context,
      deposit,
      partialFundingAllowed({ fundFailure, creditLimit: deposit, balance: 0 }),
    ),
    stateOptions: stateOptions(localeOf(context)),
    defaults: {
      fundToday: draft.fundToday === false ? undefined : "on",
      amount: draft.paymentAmount !== undefined ? String(draft.paymentAmount) : undefined,
      cardHolderFirstName: draft.cardHolderFirstName ?? draft.firstName,
      cardHolderLastName: draft.cardHolderLastName ?? draft.lastName,
      ...addressDefaults(billing),
    },
  };
}

async function paymentLoader(
  request: Request,
  context: AppLoadContext,
  app: ExistingApplication,
): Promise<PaymentView | Response> {
  const params = new URL(request.url).searchParams;
  const view = params.get("view");
  if (view === "result") {
    const payment = context.session.data.payment;
    if (payment?.applicationId === app.applicationId && payment.state === "submitted" && payment.result) {
      return { mode: "result", result: payment.result, homeUrl: context.homeUrl };
    }
    return redirect(PATH);
  }
  if (view === "processing") {
    const next = await processingPayment(context, app, params.has("wait"));
    return next ?? { mode: "processing" };
  }
  const payment = paymentStateOf(context, app);
  if (payment.state === "pending") return redirect(PROCESSING_VIEW);
  // SPEC §4.3: a submitted payment is never offered again; one whose answer never came is asked about first
  // (decision 0054).
  if (payment.state === "submitted" && payment.unconfirmed) return recheckUnconfirmed(context, app, payment);
  if (payment.state !== "open") return errorRedirect("payment-already-submitted");
  if (payment.failures >= FUNDING_ATTEMPTS) return errorRedirect("funding-failed");
  if (!isFundable(app.responseCode)) {
    const outcome = outcomeForStatus(app.responseCode);
    return redirect(outcome.kind === "error" ? `${pathOf("error")}?reason=${outcome.error}` : pathOf(outcome.screen));
  }
  const owed = await stillOwed(context, app, payment);
  if (!("summary" in owed)) return owed;
  const { summary } = owed;
  const opened = openPayment(context, app);
  const fundFailure = opened.failures > 0;
  const state = await formState(context, PATH);
  const notice = await noticeFor(context);
  const { draft } = context.session.data;
  return {
    mode: "payment",
    paymentId: opened.id ?? null,
    amountDue: summary.remaining,
    creditLimit: summary.creditLimit,
    figures: depositFigures(summary.creditLimit, { depositReduction: summary.promotion }),
    balance: summary.balance,
    promotion: summary.promotion,
    paid: summary.paid,
    partialAllowed: partialFundingAllowed({ fundFailure, creditLimit: summary.creditLimit, balance: summary.balance }),
    partialBounds: partialAmountBounds(summary.remaining),
    fundFailure,
    attemptsRemaining: fundingAttemptsRemaining(opened.failures),
    notice,
    // A FundFailure's retry came through the funding source screen (SPEC §4.1, docs/decisions/0051).
    backHref: pathOf(app.responseCode === "FundFailure" ? "fundingSource" : "appWaitingForFunds"),
    ...state,
    constraint: paymentConstraint(
      context,
      summary.remaining,
      partialFundingAllowed({ fundFailure, creditLimit: summary.creditLimit, balance: summary.balance }),
    ),
    stateOptions: stateOptions(localeOf(context)),
    defaults: {
      // SPEC §2.4: the waiting-for-funds screen's fund-today toggle (default on) carries over.
      fundToday: app.fundToday ? "on" : undefined,
      cardHolderFirstName: draft.cardHolderFirstName ?? draft.firstName,
      cardHolderLastName: draft.cardHolderLastName ?? draft.lastName,
      addressLine1: draft.billingAddress?.addressLine1,
      addressLine2: draft.billingAddress?.addressLine2,
      city: draft.billingAddress?.city,
      state: draft.billingAddress?.state,
      zipCode: draft.billingAddress?.zipCode,
    },
  };
}
