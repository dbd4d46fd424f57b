import { z } from "zod";
import { CREDIT_LINE_MAX_LENGTH } from "../constants";
import { MSG_KEY } from "../messages";
import type { CreditLineBounds } from "../pricing";
import { keptBy } from "../kept";
import { moneyField, optionalCheckbox } from "./fields";

/**
 * Custom credit line (SPEC §5): required and numeric ('You must specify a numeric value'), at
 * least `min` ('Amount must be above $N.00'), at most `max` ('Amount must be below $N.00'), max 5
 * characters. Both bounds are inclusive: the minimum itself is a valid credit line.
 * Bounds come from pricing.ts creditLineBounds (promo minimum deposit or product minimum; maximum).
 */
export function creditLineSchema({ min, max }: CreditLineBounds) {
  return z.object({
    amount: moneyField({
      required: MSG_KEY.numericRequired,
      numeric: MSG_KEY.numericRequired,
      maxLength: CREDIT_LINE_MAX_LENGTH,
      tooLong: MSG_KEY.totalTooLong,
      check: (amount) =>
        // A credit line is whole dollars ('250.5' is refused, ADR 0011).
        !Number.isInteger(amount)
          ? MSG_KEY.creditLineWholeDollars
          : amount < min
            ? MSG_KEY.amountAbove(min)
            : amount > max
              ? MSG_KEY.amountBelow(max)
              : null,
    }),
  });
}

export type CreditLineInput = z.infer<ReturnType<typeof creditLineSchema>>;

/** The one field of both credit line forms (preset choice and custom amount). */
export const CREDIT_LINE_FIELDS = ["amount"] as const;

/**
 * Preset credit line choice (SPEC §2.2 step 4): one of the offered tiers. Nothing chosen, or a
 * value that is not a tier, is answered with one message; there is no free text here. One schema
 * object per tier list (they come from configuration: a handful), so what is derived from a
 * schema once (its HTML constraints, constraintOf) is not derived again on every request.
 */
export const creditLinePresetSchema = keptBy(
  32,
  (tiers: readonly number[]) => tiers.join(","),
  (tiers: readonly number[]) => presetSchemaFor([...tiers]),
);

function presetSchemaFor(tiers: readonly number[]) {
  return z.object({
    amount: z
      .string({ required_error: MSG_KEY.creditLineChoiceRequired })
      .trim()
      .transform((text, ctx) => {
        const amount = Number(text);
        if (text === "" || !tiers.includes(amount)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.creditLineChoiceRequired });
          return z.NEVER;
        }
        return amount;
      }),
  });
}

/** Credit line confirm ('Just to confirm'): the fund-today switch (SPEC §2.2). */
export const creditLineConfirmSchema = z.object({ fundToday: optionalCheckbox });
