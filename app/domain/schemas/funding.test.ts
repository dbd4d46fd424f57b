import { describe, expect, it } from "vitest";
import { ADDRESS_REFUSALS, EMPTY_ADDRESS_MESSAGES, SPRINGFIELD } from "../../../test/address-fixture";
import { itReportsField } from "../../../test/field-errors";
import { conformErrors, zodErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import {
  cardExpirationField,
  cardNumberField,
  cardSecurityCodeField,
  fundingPaymentSchema,
  makePaymentRequest,
  partialAmountField,
} from "./funding";

const today = new Date(2026, 5, 15);

const card = {
  cardHolderFirstName: "Ana",
  cardHolderLastName: "Smith",
  cardNumber: "4111 1111 1111 1111",
  cardExpiration: "07/27",
  cardSecurityCode: "123",
  ...SPRINGFIELD,
  addressLine2: "",
};

describe("partial amount (SPEC §5)", () => {
  it.each([
    [500, "25", null],
    [500, "24.99", MSG_KEY.partialAmountAtLeast(25)],
    [500, "500", null],
    [500, "500.01", MSG_KEY.partialAmountAtMost(500)],
    [10, "10", null],
    [10, "9.99", MSG_KEY.partialAmountAtLeast(10)],
    [10, "10.01", MSG_KEY.partialAmountAtMost(10)],
    [null, "1000", null],
    [null, "1000.01", MSG_KEY.partialAmountAtMost(1000)],
    [500, "", MSG_KEY.partialAmountRequired],
    [500, "abc", MSG_KEY.numericRequired],
    [500, "-30", MSG_KEY.numericRequired],
  ] as Array<[number | null, string, string | null]>)("remaining %s, %j → %s", (remaining, text, message) => {
    const result = partialAmountField(remaining).safeParse(text);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it("over 10 characters is too long", () => {
    expect(partialAmountField(null).safeParse("0000000025.0").error?.issues[0]?.message).toBe(MSG_KEY.totalTooLong);
  });
});

describe("card fields (SPEC §5)", () => {
  const expiry = cardExpirationField(today);

  it.each([
    ["card number", cardNumberField, undefined, MSG_KEY.cardNumberRequired],
    ["card number", cardNumberField, "", MSG_KEY.cardNumberRequired],
    ["card number", cardNumberField, "  ", MSG_KEY.cardNumberRequired],
    ["card number", cardNumberField, "4111 1111 1111 1112", MSG_KEY.cardNumberInvalid],
    ["card number", cardNumberField, "1234", MSG_KEY.cardNumberInvalid],
    ["card number", cardNumberField, "3782 822463 10005", MSG_KEY.cardBrandNotAccepted],
    ["card number", cardNumberField, "6011 1111 1111 1117", MSG_KEY.cardBrandNotAccepted],
    ["expiry", expiry, undefined, MSG_KEY.expirationRequired],
    ["expiry", expiry, "", MSG_KEY.expirationRequired],
    ["expiry", expiry, "13/27", MSG_KEY.expirationInvalid],
    ["expiry", expiry, "05/26", MSG_KEY.expirationInvalid],
    ["expiry", expiry, "1/27", MSG_KEY.expirationInvalid],
    ["security code", cardSecurityCodeField, undefined, MSG_KEY.cvvRequired],
    ["security code", cardSecurityCodeField, "", MSG_KEY.cvvRequired],
    ["security code", cardSecurityCodeField, "12", MSG_KEY.cvvInvalid],
    ["security code", cardSecurityCodeField, "1234", MSG_KEY.cvvInvalid],
    ["security code", cardSecurityCodeField, "1a3", MSG_KEY.cvvInvalid],
  ])("%s %j → %s", (_what, field, input, message) => {
    expect(zodErrors(field, input)[""]).toBe(message);
  });

  it("yields the digits only", () => {
    expect(cardNumberField.parse("5555-5555-5555-4444")).toBe("5555555555554444");
  });

  it("expiry this month is accepted and written MM/YY", () => {
    expect(expiry.parse("0626")).toBe("06/26");
  });
});

describe("funding payment form", () => {
  const partial = fundingPaymentSchema({ today, remaining: 300, partialAllowed: true });
  const full = fundingPaymentSchema({ today, remaining: 300, partialAllowed: false });

  it("fund today (fully funded): no amount asked, card data and billing address out", () => {
    expect(partial.parse({ ...card, fundToday: "on" })).toEqual({
      isFullyFunded: true,
      partialAmount: null,
      cardHolderFirstName: "Ana",
      cardHolderLastName: "Smith",
      cardNumber: "4111111111111111",
      cardExpiration: "07/27",
      expirationDateMMYY: "0727",
      cardSecurityCode: "123",
      billingAddress: {
        addressLine1: "12 Main St",
        addressLine2: "",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
      },
    });
  });

  it("partial: the amount is required and bounded", () => {
    expect(conformErrors(partial, card)).toEqual({ amount: MSG_KEY.partialAmountRequired });
    expect(conformErrors(partial, { ...card, amount: "20" })).toEqual({ amount: MSG_KEY.partialAmountAtLeast(25) });
    expect(conformErrors(partial, { ...card, amount: "301" })).toEqual({ amount: MSG_KEY.partialAmountAtMost(300) });
    expect(partial.parse({ ...card, amount: "$150" })).toMatchObject({ isFullyFunded: false, partialAmount: 150 });
  });

  it("without partial funding the payment is always full and the amount is ignored", () => {
    expect(full.parse({ ...card, amount: "nonsense" })).toMatchObject({ isFullyFunded: true, partialAmount: null });
  });

  itReportsField(full, card, [
    [{ cardHolderFirstName: "" }, "cardHolderFirstName", MSG_KEY.cardholderFirstNameRequired],
    [{ cardHolderLastName: "" }, "cardHolderLastName", MSG_KEY.cardholderLastNameRequired],
    [{ cardHolderFirstName: "Ana2" }, "cardHolderFirstName", MSG_KEY.firstNameAlpha],
    [{ cardHolderLastName: "x".repeat(21) }, "cardHolderLastName", MSG_KEY.lastNameAlpha],
    ...ADDRESS_REFUSALS,
    [{ addressLine1: "1".padEnd(51, "x") }, "addressLine1", MSG_KEY.totalTooLong],
    [{ addressLine2: "x".repeat(11) }, "addressLine2", MSG_KEY.totalTooLong],
    [{ zipCode: "1234" }, "zipCode", MSG_KEY.zipInvalid],
    [{ zipCode: "00001" }, "zipCode", MSG_KEY.zipInvalid],
  ]);

  it("cardholder names: 20 characters accepted; no combined limit", () => {
    expect(
      conformErrors(full, { ...card, cardHolderFirstName: "A".repeat(20), cardHolderLastName: "B".repeat(20) }),
    ).toEqual({});
  });

  it("an empty form shows every message at once, the amount included", () => {
    expect(conformErrors(partial, {})).toEqual({
      amount: MSG_KEY.partialAmountRequired,
      cardHolderFirstName: MSG_KEY.cardholderFirstNameRequired,
      cardHolderLastName: MSG_KEY.cardholderLastNameRequired,
      cardNumber: MSG_KEY.cardNumberRequired,
      cardExpiration: MSG_KEY.expirationRequired,
      cardSecurityCode: MSG_KEY.cvvRequired,
      ...EMPTY_ADDRESS_MESSAGES,
    });
  });
});

describe("make-payment request (SPEC §3)", () => {
  const schema = fundingPaymentSchema({ today, remaining: 300, partialAllowed: true });
  it("fully funded pays the remaining amount, attempt 0", () => {
    expect(
      makePaymentRequest(schema.parse({ ...card, fundToday: "on" }), { email: "ana@example.com", remaining: 300 }),
    ).toEqual({
      cardNumber: "4111111111111111",
      expirationDateMMYY: "0727",
      cvv: "123",
      amount: 300,
      email: "ana@example.com",
      billingAddress: {
        firstName: "Ana",
        lastName: "Smith",
        line1: "12 Main St",
        city: "Springfield",
        state: "IL",
        zip: "62701",
      },
      attemptNumber: 0,
      isFullyFunded: true,
    });
  });
  it("partial pays the entered amount", () => {
    const request = makePaymentRequest(schema.parse({ ...card, amount: "75" }), { email: "a@b.co", remaining: 300 });
    expect(request).toMatchObject({ amount: 75, isFullyFunded: false });
  });
});

describe("constraints Conform reads from the funding schema", () => {
  it("fund today is not required; card and address fields are", async () => {
    const { getZodConstraint } = await import("@conform-to/zod");
    const c = getZodConstraint(fundingPaymentSchema({ today, remaining: 300, partialAllowed: true }));
    expect(c.fundToday).toEqual({ required: false });
    expect(c.amount).toEqual({ required: false });
    expect(c.cardNumber).toEqual({ required: true });
    expect(c.addressLine1).toMatchObject({ required: true, maxLength: 50 });
  });
});
