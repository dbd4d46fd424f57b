import { z } from "zod";
import { CREDIT_LINE_MAX_LENGTH } from "../constants";
import { MSG_KEY } from "../messages";
import type { CreditLineBounds } from "../pricing";
import { keptBy } from "../kept";
import { moneyField, optionalCheckbox } from "./fields";

// SPEC §5; both bounds inclusive: the minimum itself is a valid credit line.
export function creditLineSchema({ min, max }: CreditLineBounds) {
  return z.object({
    amount: moneyField({
      required: MSG_KEY.numericRequired,
      numeric: MSG_KEY.numericRequired,
      maxLength: CREDIT_LINE_MAX_LENGTH,
      tooLong: MSG_KEY.totalTooLong,
      check: (amount) =>
        // Whole dollars ('250.5' is refused, ADR 0011).
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

export const CREDIT_LINE_FIELDS = ["amount"] as const;

// One schema per tier list (a handful), so what is derived from a schema once is not derived per request.
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

export const creditLineConfirmSchema = z.object({ fundToday: optionalCheckbox });
