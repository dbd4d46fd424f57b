import type { FormState } from "~/server/form-screen.server";
import type { DepositFigures } from "~/domain/deposit-figures";
import type { PaymentResultFigures } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import type { FormConstraint } from "~/components/screen-form";

/**
 * The funding payment screen's addresses and what its loader answers (SPEC §2.3): the form, the
 * processing page or the result. Shared by the server modules and the page: no server code here.
 */

export const PATH = pathOf("fundingPayment");
/** The form field that names the payment a form was shown for (docs/decisions/0054). */
export const PAYMENT_ID_FIELD = "paymentId";
/** The result view after a payment (SPEC §2.3): its own URL, so a reload shows it again. */
export const RESULT_VIEW = `${PATH}?view=result`;
/** The processing page, shown at once while the payment runs. */
export const PROCESSING_VIEW = `${PATH}?view=processing`;
/** The same page answered when the payment is done (or after a while): where the processing page moves on to. */
export const PROCESSING_WAIT = `${PATH}?view=processing&wait=1`;

export interface FormView {
  mode: "early" | "payment";
  /** The payment this form is for (payment mode): posted back, so an earlier payment's form is refused. */
  paymentId: string | null;
  /** What is paid when fully funded: the applicant's part of the deposit (early), the remaining amount (payment). */
  amountDue: number;
  creditLimit: number | null;
  /** Credit line = deposit, the promotional credit toward it and what the applicant pays (ADR 0011). */
  figures: DepositFigures | null;
  balance: number | null;
  /** The promotion's part of the balance, and what the applicant paid (payment mode). */
  promotion: number;
  paid: number | null;
  partialAllowed: boolean;
  partialBounds: { min: number; max: number };
  fundFailure: boolean;
  attemptsRemaining: number;
  /** A notice left by another request, in the reader's language (ADR 0178). */
  notice: string | null;
  backHref: string;
  lastResult: FormState["lastResult"];
  hasErrors: boolean;
  defaults: Record<string, string | undefined>;
  constraint: FormConstraint<PaymentField>;
  stateOptions: ReadonlyArray<{ value: string; label: string }>;
}

/** The payment form's fields (the schema's, by name). */
export type PaymentField =
  | "fundToday"
  | "amount"
  | "cardHolderFirstName"
  | "cardHolderLastName"
  | "cardNumber"
  | "cardExpiration"
  | "cardSecurityCode"
  | "addressLine1"
  | "addressLine2"
  | "city"
  | "state"
  | "zipCode";

export interface ResultView {
  mode: "result";
  result: PaymentResultFigures;
  homeUrl: string;
}

/** The payment is on its way (SPEC §2.3 'processing'): the page the no-JS post hands over to. */
export interface ProcessingView {
  mode: "processing";
}

export type PaymentView = FormView | ResultView | ProcessingView;
