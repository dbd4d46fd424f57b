// The bank's side of SPEC §7: what it accepts and answers, and the numbers it holds (SPEC §3, §4.1,
// §5, §9). Written from SPEC, never imported from app/: a number or field the app gets wrong is then
// a request this bank refuses (400), which test/bank-contract.test.ts shows.
import { z } from "zod";

/* ---- Numbers (SPEC §9, with its development-mock limits). ---- */

/** SPEC §9 development mock: Secured 200-3000, Secured Plus 300-3000, Launch 100-1000; ids 1000, 9000, 6100. */
export const BANK_PRODUCTS = {
  secured: { productId: 1000, minimum: 200, maximum: 3000 },
  plus: { productId: 9000, minimum: 300, maximum: 3000 },
  launch: { productId: 6100, minimum: 100, maximum: 1000 },
} as const;
export const BANK_PRODUCT_IDS: readonly number[] = Object.values(BANK_PRODUCTS).map((p) => p.productId);

/** The campaigns' incentive values (SPEC §9: $50 deposit contribution, plus $200 minimum; downsell $100). */
export const BANK_INCENTIVES = {
  depositReduction: { id: 101, value: 50 },
  plusMinimum: { id: 102, value: 200 },
  downsell: { id: 103, value: 100 },
} as const;

/** SPEC §9: partial payment minimum 25 (or the remainder if smaller). */
export const BANK_PARTIAL_PAYMENT_MIN = 25;
/** SPEC §9: days left to fund, 60 by default. */
export const BANK_DAYS_TO_FUND = 60;
/** SPEC §9: OTP length 6, valid 5 minutes. */
export const BANK_OTP_LENGTH = 6;
export const BANK_OTP_VALIDITY_MS = 5 * 60 * 1000;
/** SPEC §9: upload maximum 10 MB. */
export const BANK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** SPEC §3: instanceId is a random integer below 2e9. */
export const BANK_INSTANCE_ID_LIMIT = 2e9;

/** SPEC §4.1: every code the bank answers with a screen of its own. */
export const BANK_STATUS_CODES = [
  "WT_DOC",
  "WT_FND",
  "WT_FRE",
  "WT_FIS",
  "END_CLS",
  "END_EXP",
  "END_DCL",
  "END_WDR",
  "END_BRD",
  "CB_CACHE",
  "API_ERR",
  "UI_MRV",
  "UI_MDR",
  "UI_SDR",
  "END_EMN",
  "InvalidEmail",
  "FundFailure",
  "FundFailureFinal",
  "ExceededDailyPaymentTransactions",
] as const;
/** SPEC §8: payment answer codes besides the status codes. */
export const BANK_PAYMENT_ERROR_CODES = [
  "MinimumPaymentNotValid",
  "PaymentExceedsBalance",
  "VoidPaymentError",
  "GenericDecisionsError",
] as const;
/** The errorCode of a 422 errors list (SPEC §4.1 names InvalidModel and InvalidLead). */
export const BANK_VALIDATION_ERROR_CODES = ["InvalidModel", "InvalidLead", "InvalidProduct", "InvalidCreditLimit"];

/** SPEC §3: the fixed list of withdrawal reasons. */
export const BANK_WITHDRAW_REASONS = [
  "No longer interested",
  "Unable to fund at this time",
  "Received another offer",
  "Process too long",
  "Cannot provide documents requested",
  "Duplicate/another application present",
  "Advised to withdraw",
  "Other",
] as const;

/** SPEC §3 Address.state: the 50 states, DC and the inhabited territories. */
const STATE_CODES = new Set(
  (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI"
  ).split(" "),
);

/* ---- Field rules (SPEC §3, §5): what a careful bank checks again. ---- */

/** Letters, spaces, periods, hyphens; 1-20 (SPEC §5); the printed form, without accents. */
const name = z.string().regex(/^[A-Za-z .-]{1,20}$/);
const email = z
  .string()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
/** 10 digits, area code 2-9, not all one digit (SPEC §5). */
const phone = z
  .string()
  .regex(/^[2-9]\d{9}$/)
  .refine((p) => !/^(\d)\1{9}$/.test(p), "repeated digits");
const otpMethod = z.enum(["Mobile", "Email"]);
/** C mobile, H home (SPEC §5). */
const phoneType = z.enum(["C", "H"]);
const productId = z
  .number()
  .int()
  .refine((id) => BANK_PRODUCT_IDS.includes(id), "unknown product");
const money = z
  .number()
  .positive()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "whole cents");
const state = z.string().refine((s) => STATE_CODES.has(s), "state code");
/** 5 digits or 5+4, first five between 501 and 99950 (SPEC §5). */
const zip = z
  .string()
  .regex(/^\d{5}(-?\d{4})?$/)
  .refine((z5) => {
    const first = Number(z5.slice(0, 5));
    return first >= 501 && first <= 99950;
  }, "US zip");
const addressText = (max: number, min = 1) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9 .\-/&]*$/);

function address(line1Max: number) {
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
const cardNumber = z
  .string()
  .regex(/^\d{13,19}$/)
  .refine((n) => /^(4|5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n) && luhn(n), "Visa or Mastercard");
const expirationMMYY = z.string().regex(/^(0[1-9]|1[0-2])\d{2}$/);
/** 3 digits (SPEC §5). */
const cvv = z.string().regex(/^\d{3}$/);
const otpCode = z.string().regex(new RegExp(`^\\d{${BANK_OTP_LENGTH}}$`));
const id = z.string().min(1).max(64);

/* ---- Requests (SPEC §7), strict: a field the bank does not know is refused. ---- */

export const configurationQuery = z
  .object({
    utmSourceName: z.string().optional(),
    utmMediumName: z.string().optional(),
    utmCampaignName: z.string().optional(),
    cid: z.string().optional(),
    nid: z.string().optional(),
    downsell: z.enum(["true", "false"]).optional(),
  })
  .strict();

export const setAffiliateInfoBody = z
  .object({
    Nid: z.string().nullish(),
    Sid: z.string().nullish(),
    Aid: z.string().nullish(),
    Bid: z.string().nullish(),
    Cid: z.string().nullish(),
    Pid: z.string().nullish(),
  })
  .strict();

const combinedNames = (n: { firstName: string; lastName: string }) => n.firstName.length + n.lastName.length < 27;

export const createLeadBody = z
  .object({
    firstName: name,
    lastName: name,
    emailAddress: email,
    primaryPhone: phone,
    primaryPhoneType: phoneType,
    otpMethod,
    phoneConsent: z.boolean(),
    instanceId: z.number().int().min(0).lt(BANK_INSTANCE_ID_LIMIT),
    productId,
    incentiveName: z.string().nullable(),
    incentiveId: z.number().int().nullable(),
  })
  .strict()
  .refine(combinedNames, { message: "names combined", path: ["lastName"] });

export const resendLeadOtpBody = z
  .object({ leadId: id, firstName: name, emailAddress: email, primaryPhone: phone })
  .strict();
export const verifyLeadOtpBody = z.object({ leadId: id, otpCode }).strict();
export const updateProductBody = z.object({ productId }).strict();
/** SPEC §5: the housing payment is below 1,000,000. */
export const calculateIncomeBody = z.object({ monthlyHousingPayment: z.number().min(0).lt(1_000_000) }).strict();

/** The debit result fields the bank fills in: sent as null (SPEC §7). */
const debitResult = {
  numberOfAttempts: z.null().optional(),
  errorMessage: z.null().optional(),
  goodFundsDate: z.null().optional(),
  exceededDailyTransaction: z.null().optional(),
  daysLeftToFund: z.null().optional(),
  balance: z.null().optional(),
  approvedAmount: z.null().optional(),
  isResponseTimeout: z.null().optional(),
  responseCode: z.null().optional(),
};

const submitPayment = z
  .object({
    fundingType: z.enum(["DBT", "FDL"]),
    isFullyFunded: z.boolean(),
    attemptNumber: z.number().int().min(0),
    amount: money.nullable(),
    cardHolderFirstName: name.nullable(),
    cardHolderLastName: name.nullable(),
    cardNumber: cardNumber.nullable(),
    expirationDateMMYY: expirationMMYY.nullable(),
    cvv: cvv.nullable(),
    ...debitResult,
  })
  .strict()
  .superRefine((p, ctx) => {
    const card = ["amount", "cardHolderFirstName", "cardHolderLastName", "cardNumber", "expirationDateMMYY", "cvv"];
    for (const key of card as Array<keyof typeof p>) {
      const given = p[key] !== null && p[key] !== undefined;
      if (given !== (p.fundingType === "DBT"))
        ctx.addIssue({ code: "custom", path: [key], message: p.fundingType === "DBT" ? "required" : "only with DBT" });
    }
  });

/** SPEC §5: home line 1 max 26, a mailing (PO box) line 1 max 50. */
const homeAddress = address(26);
const mailingAddress = address(50);

export const submitLeadBody = z
  .object({
    instanceId: z.number().int().min(0).lt(BANK_INSTANCE_ID_LIMIT),
    id,
    isEmailVerified: z.boolean(),
    applicationId: id.nullable(),
    flags: z.record(z.string(), z.boolean()),
    incentiveId: z.number().int().nullable(),
    incentiveName: z.string().nullable(),
    downsellFrom: z.enum(["plus"]).nullable(),
    basicInfo: z
      .object({
        productId,
        firstName: name,
        lastName: name,
        emailAddress: email,
        primaryPhone: phone,
        primaryPhoneType: phoneType,
        otpMethod,
        phoneConsent: z.boolean(),
      })
      .strict()
      .refine(combinedNames, { message: "names combined", path: ["lastName"] }),
    dti: z
      .object({
        monthlyHousingPayment: z.number().min(0).lt(1_000_000),
        income: z.number().positive().lt(1_000_000),
        minimumEligibility: z.boolean(),
        incomeConfirmation: z.boolean(),
      })
      .strict(),
    creditLine: z.object({ creditLimit: money }).strict(),
    payment: submitPayment,
    terms: z.object({ esignConsent: z.literal(true), termsConsent: z.literal(true) }).strict(),
    mailToType: z.enum(["home", "pobox"]),
    mailingAddress,
    homeAddress,
    billingAddress: mailingAddress.nullable(),
    pii: z
      .object({
        ssn: z.string().regex(/^\d{9}$/),
        dateOfBirth: z.string().regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/),
      })
      .strict(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.payment.fundingType === "DBT") !== (body.billingAddress !== null))
      ctx.addIssue({ code: "custom", path: ["billingAddress"], message: "with DBT only" });
  });
export type SubmitLeadBody = z.output<typeof submitLeadBody>;

/**
 * submitLead as an email correction of an application found by the status check: the app's own
 * reading (its docs/decisions/0051), which this bank takes: ids, the new email, fund later.
 */
export const emailCorrectionBody = z
  .object({
    id,
    applicationId: id,
    isEmailVerified: z.literal(false),
    basicInfo: z.object({ emailAddress: email }).strict(),
    payment: z
      .object({ fundingType: z.literal("FDL"), isFullyFunded: z.literal(false), attemptNumber: z.literal(0) })
      .strict(),
  })
  .strict();

export const makePaymentBody = z
  .object({
    cardNumber,
    expirationDateMMYY: expirationMMYY,
    cvv,
    amount: money,
    email,
    // SPEC §3 lists firstName, lastName, line1, city, state, zip; §5's billing line 2 (max 10) comes too.
    billingAddress: z
      .object({
        firstName: name,
        lastName: name,
        line1: addressText(50),
        line2: addressText(10, 0).optional(),
        city: addressText(18),
        state,
        zip,
      })
      .strict(),
    attemptNumber: z.number().int().min(0),
    isFullyFunded: z.boolean(),
  })
  .strict();
export type MakePaymentBody = z.output<typeof makePaymentBody>;

export const withdrawBody = z.object({ applicationId: id, withdrawReason: z.enum(BANK_WITHDRAW_REASONS) }).strict();
export const sendStatusOtpBody = z.object({ emailAddress: email, last4SSN: z.string().regex(/^\d{4}$/) }).strict();
export const resendStatusOtpBody = z.object({ emailAddress: email }).strict();
export const verifyStatusOtpBody = z.object({ emailAddress: email, otpCode }).strict();

/** Each JSON call's body schema, by the call's name (its path's last segment). */
export const REQUEST_BODIES = {
  setAffiliateInfo: setAffiliateInfoBody,
  createLead: createLeadBody,
  resendLeadOtp: resendLeadOtpBody,
  verifyLeadOtp: verifyLeadOtpBody,
  updateProduct: updateProductBody,
  calculateIncome: calculateIncomeBody,
  submitLead: z.union([submitLeadBody, emailCorrectionBody]),
  makePayment: makePaymentBody,
  withdrawApplication: withdrawBody,
  sendCheckAppStatusOtp: sendStatusOtpBody,
  resendCheckAppStatusOtp: resendStatusOtpBody,
  verifyCheckAppStatusOtp: verifyStatusOtpBody,
} as const;

/** Where a body breaks the contract: field paths and zod codes only, never a value (it may be PII). */
export function contractIssues(error: z.ZodError): Array<{ path: string; code: string; message: string }> {
  return error.issues.flatMap((issue) =>
    issue.code === "invalid_union"
      ? issue.unionErrors.flatMap((e) => contractIssues(e))
      : [{ path: issue.path.join("."), code: issue.code, message: issue.message }],
  );
}

/* ---- Answers (SPEC §3, §7): the mock checks its own before they go out. ---- */

const responseObjects = z.object({
  creditLimit: z.number(),
  doC_IncomeYN: z.enum(["Y", "N"]),
  doC_NameYN: z.enum(["Y", "N"]),
  doC_AddressYN: z.enum(["Y", "N"]),
  doC_SsnYN: z.enum(["Y", "N"]),
  doC_DobYN: z.enum(["Y", "N"]),
  doC_BankOwnershipYN: z.enum(["Y", "N"]),
  doC_ItinYN: z.enum(["Y", "N"]),
});

export const decisionsAnswer = z
  .object({
    applicationID: z.string(),
    leadID: z.string(),
    responseCode: z.string(),
    creditLimit: z.number(),
    currentBalance: z.number(),
    incentiveValue: z.number(),
    daysLeftToFund: z.number().int().min(0).max(BANK_DAYS_TO_FUND),
    fundingHistory: z.array(z.object({ amountReceived: z.number() }).strict()),
    responseObjects,
  })
  .strict();

export const createLeadAnswer = z.object({ id, otpMethod }).strict();
export const calculateIncomeAnswer = z.object({ calculatedIncome: z.number().min(0) }).strict();
export const submitLeadAnswer = z
  .object({ applicationId: z.string(), responseCode: z.string(), done: decisionsAnswer })
  .strict();
export const unprocessableAnswer = z
  .object({
    errors: z.array(
      z.object({ errorCode: z.string(), errorMessage: z.string(), memberNames: z.array(z.string()) }).strict(),
    ),
  })
  .strict();
export const makePaymentAnswer = z
  .object({
    responseCode: z.string(),
    paymentResponse: z
      .object({
        applicationId: z.string(),
        numberOfAttempts: z.number().int(),
        errorMessage: z.string().nullable(),
        goodFundsDate: z.string().nullable(),
        exceededDailyTransaction: z.boolean(),
        daysLeftToFund: z.number().int(),
        balance: z.number(),
        creditLimit: z.number(),
        approvedAmount: z.number(),
        leadId: z.string(),
        isResponseTimeout: z.boolean(),
      })
      .strict(),
  })
  .strict();
export const paymentStatusAnswer = z
  .object({
    done: decisionsAnswer.pick({
      fundingHistory: true,
      incentiveValue: true,
      currentBalance: true,
      daysLeftToFund: true,
      creditLimit: true,
      applicationID: true,
      leadID: true,
    }),
  })
  .strict();
export const statusItemAnswer = z
  .object({
    applicationID: z.string(),
    responseCode: z.string(),
    prn: z.number(),
    productName: z.string(),
    firstName: z.string(),
    primaryPhone: z.string(),
    phoneConsent: z.boolean(),
    leadID: z.string(),
    submittedDateUtc: z.string(),
    incentive: z.number(),
    incentiveId: z.number().nullable(),
    incentiveName: z.string().nullable(),
    responseObjects,
  })
  .strict();
export const applicationsStatusAnswer = z
  .object({ done: z.object({ checkAppResponseList: z.array(statusItemAnswer) }).strict() })
  .strict();
export const withdrawAnswer = z.object({ responseCode: z.string() }).strict();
/** The development mock also answers the email (SPEC §3). */
export const sendStatusOtpAnswer = z.object({ primaryPhone: z.string(), otpMethod, emailAddress: z.string() }).strict();
