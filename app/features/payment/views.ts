import type { FormState } from "~/server/form-screen.server";
import type { DepositFigures } from "~/domain/deposit-figures";
import type { PaymentResultFigures } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import type { FormConstraint } from "~/components/screen-form";

// Types only: shared by the server modules and the page.

export const PATH = pathOf("fundingPayment");
export const PAYMENT_ID_FIELD = "paymentId";
/** The result view after a payment (SPEC §2.3): its own URL, so a reload shows it again. */
export const RESULT_VIEW = `${PATH}?view=result`;
/** The processing page, shown at once while the payment runs. */
export const PROCESSING_VIEW = `${PATH}?view=processing`;
/** The same page answered when the payment is done (or after a while): where the processing page moves on to. */
export const PROCESSING_WAIT = `${PATH}?view=processing&wait=1`;

export interface FormView {
  mode: "early" | "payment";
  /** Posted back, so an earlier payment's form is refused. */
  paymentId: string | null;
  amountDue: number;
  creditLimit: number | null;
  figures: DepositFigures | null;
  balance: number | null;
  promotion: number;
  paid: number | null;
  partialAllowed: boolean;
  partialBounds: { min: number; max: number };
  fundFailure: boolean;
  attemptsRemaining: number;
  notice: string | null;
  backHref: string;
  lastResult: FormState["lastResult"];
  hasErrors: boolean;
  defaults: Record<string, string | undefined>;
  constraint: FormConstraint<PaymentField>;
  stateOptions: ReadonlyArray<{ value: string; label: string }>;
}

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

export interface ProcessingView {
  mode: "processing";
}

export type PaymentView = FormView | ResultView | ProcessingView;
