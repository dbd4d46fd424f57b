import { schemaFields } from "./form-fields";
import { z } from "zod";
import {
  checkCardNumber,
  expirationDateMMYY,
  isCvvValid,
  isExpiryValid,
  normalizeCardNumber,
  normalizeCvv,
  parseExpiry,
  formatExpiry,
} from "../cards";
import { MAKE_PAYMENT_ATTEMPT_NUMBER, PARTIAL_AMOUNT_MAX_LENGTH } from "../constants";
import { amountToPay, partialAmountBounds } from "../funding-math";
import { MSG_KEY } from "../messages";
import { addressOf, billingAddressShape } from "./address";
import { moneyField, nameField, optionalCheckbox, withCrossChecks } from "./fields";

export function partialAmountField(remaining?: number | null) {
  const { min, max } = partialAmountBounds(remaining);
  return moneyField({
    required: MSG_KEY.partialAmountRequired,
    numeric: MSG_KEY.numericRequired,
    maxLength: PARTIAL_AMOUNT_MAX_LENGTH,
    tooLong: MSG_KEY.totalTooLong,
    check: (amount) =>
      amount < min ? MSG_KEY.partialAmountAtLeast(min) : amount > max ? MSG_KEY.partialAmountAtMost(max) : null,
  });
}

export const cardNumberField = z.string({ required_error: MSG_KEY.cardNumberRequired }).transform((input, ctx) => {
  const digits = normalizeCardNumber(input);
  if (digits === "") {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.cardNumberRequired });
    return z.NEVER;
  }
  const check = checkCardNumber(digits);
  if (check !== "ok") {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: check === "brand" ? MSG_KEY.cardBrandNotAccepted : MSG_KEY.cardNumberInvalid,
    });
    return z.NEVER;
  }
  return digits;
});

export function cardExpirationField(today: Date) {
  return z.string({ required_error: MSG_KEY.expirationRequired }).transform((input, ctx) => {
    if (input.trim() === "") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.expirationRequired });
      return z.NEVER;
    }
    const expiry = parseExpiry(input);
    if (!expiry || !isExpiryValid(input, today)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.expirationInvalid });
      return z.NEVER;
    }
    return formatExpiry(expiry);
  });
}

export const cardSecurityCodeField = z.string({ required_error: MSG_KEY.cvvRequired }).transform((input, ctx) => {
  const cvv = normalizeCvv(input);
  if (cvv === "") {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.cvvRequired });
    return z.NEVER;
  }
  if (!isCvvValid(cvv)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.cvvInvalid });
    return z.NEVER;
  }
  return cvv;
});

export function debitCardShape(today: Date) {
  return {
    cardHolderFirstName: nameField(
      MSG_KEY.cardholderFirstNameRequired,
      MSG_KEY.firstNameAlpha,
      MSG_KEY.firstNameNoLetter,
    ),
    cardHolderLastName: nameField(MSG_KEY.cardholderLastNameRequired, MSG_KEY.lastNameAlpha, MSG_KEY.lastNameNoLetter),
    cardNumber: cardNumberField,
    cardExpiration: cardExpirationField(today),
    cardSecurityCode: cardSecurityCodeField,
    ...billingAddressShape,
  };
}

export interface FundingPaymentOptions {
  today: Date;
  remaining: number | null;
  partialAllowed: boolean;
}

// SPEC §2.3, §4.3, §5. Without partial funding the payment is always full.
export function fundingPaymentSchema({ today, remaining, partialAllowed }: FundingPaymentOptions) {
  const amountField = partialAmountField(remaining);
  const fields = z.object({ fundToday: optionalCheckbox, amount: z.string().optional(), ...debitCardShape(today) });
  return withCrossChecks(fields, (raw, ctx) => {
    if (!partialAllowed || optionalCheckbox.parse(raw.fundToday)) return;
    const result = amountField.safeParse(raw.amount === "" ? undefined : raw.amount);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["amount"], message: issue.message });
      }
    }
  }).transform((value) => {
    const isFullyFunded = !partialAllowed || value.fundToday;
    const expiry = parseExpiry(value.cardExpiration);
    const partial = isFullyFunded ? null : amountField.safeParse(value.amount);
    const billingAddress = addressOf(value);
    return {
      isFullyFunded,
      partialAmount: partial?.success ? partial.data : null,
      cardHolderFirstName: value.cardHolderFirstName,
      cardHolderLastName: value.cardHolderLastName,
      cardNumber: value.cardNumber,
      cardExpiration: value.cardExpiration,
      expirationDateMMYY: expiry ? expirationDateMMYY(expiry) : "",
      cardSecurityCode: value.cardSecurityCode,
      billingAddress,
    };
  });
}

export type FundingPayment = z.output<ReturnType<typeof fundingPaymentSchema>>;

export interface MakePaymentRequest {
  cardNumber: string;
  expirationDateMMYY: string;
  cvv: string;
  amount: number;
  email: string;
  billingAddress: { firstName: string; lastName: string; line1: string; city: string; state: string; zip: string };
  attemptNumber: number;
  isFullyFunded: boolean;
}

export function makePaymentRequest(
  payment: FundingPayment,
  context: { email: string; remaining: number },
): MakePaymentRequest {
  return {
    cardNumber: payment.cardNumber,
    expirationDateMMYY: payment.expirationDateMMYY,
    cvv: payment.cardSecurityCode,
    amount: amountToPay({
      isFullyFunded: payment.isFullyFunded,
      remaining: context.remaining,
      enteredAmount: payment.partialAmount,
    }),
    email: context.email,
    billingAddress: {
      firstName: payment.cardHolderFirstName,
      lastName: payment.cardHolderLastName,
      line1: payment.billingAddress.addressLine1,
      city: payment.billingAddress.city,
      state: payment.billingAddress.state,
      zip: payment.billingAddress.zipCode,
    },
    attemptNumber: MAKE_PAYMENT_ATTEMPT_NUMBER,
    isFullyFunded: payment.isFullyFunded,
  };
}

export const FUNDING_PAYMENT_FIELDS = schemaFields(
  fundingPaymentSchema({ today: new Date(0), remaining: 1, partialAllowed: true }),
);
