import { describe, expect, it } from "vitest";
import { draftFor, HOME_ADDRESS } from "../../../test/flow-harness";
import type { SessionData } from "~/session/data";
import { creditLineOf, depositFiguresOf } from "./submission.server";
import { buildSubmitLeadRequest } from "./submit-lead-request.server";

const PII = { ssn: "123456789", dateOfBirth: "01/02/1990" };
const CARD = { cardNumber: "5555555555554444", expirationDateMMYY: "0130", cvv: "321" };

function data(draft = draftFor(), extra: Partial<SessionData> = {}): SessionData {
  return { createdAt: 0, lastSeenAt: 0, csrf: "x".repeat(24), draft, leadId: "L1", ...extra };
}

describe("submitLead payload (SPEC §7)", () => {
  it("a PO box mailing address is sent as the mailing address; the home address as home", () => {
    const pobox = { addressLine1: "PO Box 12", addressLine2: "", city: "Springfield", state: "IL", zipCode: "62701" };
    const built = buildSubmitLeadRequest({
      data: data(draftFor("plus", { mailToType: "pobox", mailingAddress: pobox, fundingType: "FDL" })),
      pii: PII,
      card: null,
    });
    expect(built.ok && built.request).toMatchObject({
      mailToType: "pobox",
      mailingAddress: pobox,
      homeAddress: HOME_ADDRESS,
      basicInfo: { productId: 9000 },
    });
  });

  it("after an accepted downsell: downsellFrom and no incentive", () => {
    const built = buildSubmitLeadRequest({
      data: data(draftFor("launch", { fundingType: "FDL", downsellFrom: "plus", incentiveId: null })),
      pii: PII,
      card: null,
    });
    expect(built.ok && built.request).toMatchObject({
      downsellFrom: "plus",
      incentiveId: null,
      creditLine: { creditLimit: 100 },
    });
  });

  it("income below the calculated income is sent as not meeting the minimum", () => {
    const built = buildSubmitLeadRequest({
      data: data(draftFor("basic", { fundingType: "FDL", annualIncome: 10000, calculatedIncome: 24000 })),
      pii: PII,
      card: null,
    });
    expect(built.ok && built.request.dti).toEqual({
      monthlyHousingPayment: 1000,
      income: 10000,
      minimumEligibility: false,
      incomeConfirmation: true,
    });
  });

  it("verified by mobile: isEmailVerified false", () => {
    const built = buildSubmitLeadRequest({
      data: data(draftFor("basic", { fundingType: "FDL", otpMethod: "Mobile" })),
      pii: PII,
      card: null,
    });
    expect(built.ok && built.request.isEmailVerified).toBe(false);
  });

  it.each([
    ["basicInfo", { leadId: undefined }, {}],
    ["income", {}, { annualIncome: undefined }],
    ["creditLine", {}, { amount: undefined, creditLimit: undefined, securityDeposit: undefined }],
    ["identity", {}, { homeAddress: undefined }],
    ["mailingAddress", {}, { mailToType: "pobox" as const, mailingAddress: null }],
    ["fundingSource", {}, { fundingType: undefined }],
    ["fundingPayment", {}, { fundingType: "DBT" as const }],
  ])("names the missing %s", (missing, extra, draft) => {
    const built = buildSubmitLeadRequest({
      data: data(draftFor("basic", { fundingType: "FDL", ...draft }), extra),
      pii: PII,
      card: null,
    });
    expect(built).toEqual({ ok: false, missing });
  });

  it("a debit card with its billing address and names", () => {
    const built = buildSubmitLeadRequest({
      data: data(
        draftFor("basic", {
          fundingType: "DBT",
          cardHolderFirstName: "Ann",
          cardHolderLastName: "Lee",
          billingAddress: HOME_ADDRESS,
        }),
      ),
      pii: PII,
      card: CARD,
    });
    expect(built.ok && built.request.payment).toEqual({
      fundingType: "DBT",
      isFullyFunded: true,
      attemptNumber: 0,
      amount: 200,
      cardHolderFirstName: "Ann",
      cardHolderLastName: "Lee",
      cardNumber: CARD.cardNumber,
      expirationDateMMYY: "0130",
      cvv: "321",
    });
  });

  it("the credit line falls back to the amount; its figures carry the promotional credit that priced it", () => {
    expect(creditLineOf({ amount: 300 })).toBe(300);
    expect(creditLineOf({})).toBeNull();
    expect(depositFiguresOf({})).toBeNull();
    expect(depositFiguresOf({ amount: 300 })).toEqual({
      creditLine: 300,
      deposit: 300,
      promotionalCredit: 0,
      toPay: 300,
    });
    const promoted = { creditLine: 300, deposit: 300, promotionalCredit: 50, toPay: 250 };
    expect(depositFiguresOf({ amount: 300, creditLimit: 300, securityDeposit: 300, promotionalCredit: 50 })).toEqual(
      promoted,
    );
    // A draft that kept what the applicant pays as its securityDeposit reads the same.
    expect(depositFiguresOf({ amount: 300, creditLimit: 300, securityDeposit: 250 })).toEqual(promoted);
  });
});
