// The bank's answers (SPEC §3, §7): the mock checks its own before they go out.
import { z } from "zod";
import { id, otpMethod } from "./bank-field-rules";
import { BANK_DAYS_TO_FUND } from "./bank-numbers";

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
