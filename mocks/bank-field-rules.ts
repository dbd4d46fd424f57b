// The field rules a careful bank checks again (SPEC §3, §5), written from SPEC, never from app/.
import { z } from "zod";
import { BANK_OTP_LENGTH, BANK_PRODUCT_IDS } from "./bank-numbers";

/** SPEC §3 Address.state: the 50 states, DC and the inhabited territories. */
const STATE_CODES = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI"
  ).split(" "),
);

/** Fields that all follow one rule, in the order given. */
export function eachOf<K extends string, S extends z.ZodTypeAny>(keys: readonly K[], rule: S): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, rule])) as Record<K, S>;
}

/** Letters, spaces, periods, hyphens; 1-20 (SPEC §5); the printed form, without accents. */
export const name = z.string().regex(/^[A-Za-z .-]{1,20}$/);
export const email = z
  .string()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
/** 10 digits, area code 2-9, not all one digit (SPEC §5). */
export const phone = z
  .string()
  .regex(/^[2-9]\d{9}$/)
  .refine((p) => !/^(\d)\1{9}$/.test(p), "repeated digits");
export const otpMethod = z.enum(["Mobile", "Email"]);
/** C mobile, H home (SPEC §5). */
export const phoneType = z.enum(["C", "H"]);
export const productId = z
  .number()
  .int()
  .refine((id) => BANK_PRODUCT_IDS.includes(id), "unknown product");
export const money = z
  .number()
  .positive()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "whole cents");
export const state = z.string().refine((s) => STATE_CODES.has(s), "state code");
/** 5 digits or 5+4, first five between 501 and 99950 (SPEC §5). */
export const zip = z
  .string()
  .regex(/^\d{5}(-?\d{4})?$/)
  .refine((z5) => {
    const first = Number(z5.slice(0, 5));
    return first >= 501 && first <= 99950;
  }, "US zip");
export const addressText = (max: number, min = 1) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9 .\-/&]*$/);

export function address(line1Max: number) {
  return z
    .object({
      addressLine1: addressText(line1Max),
      addressLine2: addressText(10, 0),
      city: addressText(18),
      state,
      zipCode: zip,
    })
    .strict();
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
/** Visa or Mastercard debit only (SPEC §9), Luhn-valid. */
export const cardNumber = z
  .string()
  .regex(/^\d{13,19}$/)
  .refine((n) => /^(4|5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n) && luhn(n), "Visa or Mastercard");
export const expirationMMYY = z.string().regex(/^(0[1-9]|1[0-2])\d{2}$/);
/** 3 digits (SPEC §5). */
export const cvv = z.string().regex(/^\d{3}$/);
export const otpCode = z.string().regex(new RegExp(`^\\d{${BANK_OTP_LENGTH}}$`));
export const id = z.string().min(1).max(64);
