// The mock bank's records and the shapes its calls take and answer (docs/mock.md).

export interface MockLead {
  id: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  primaryPhone: string;
  otpMethod: "Mobile" | "Email";
  productId: number;
  sentAt: number;
  wrongAttempts: number;
  verified: boolean;
}

/**
 * 'malformed' answers broken JSON; 'shape' answers valid JSON of the wrong shape; 'timeout' never
 * answers. Without a kind, only the latency applies.
 */
export type FaultKind = "400" | "401" | "403" | "500" | "malformed" | "shape" | "timeout";

export interface MockFault {
  kind?: FaultKind;
  latencyMs?: number;
  /** Applies this many times, then clears itself (to test a retry). Unlimited when absent. */
  times?: number;
}

export interface MockFaults {
  /** Call name (e.g. 'createLead') → the fault to answer with. */
  [call: string]: MockFault | undefined;
}

export interface FundingEntry {
  amountReceived: number;
  receivedAt: number;
}

export interface MockDocument {
  category: string;
  name: string;
  fileName: string;
  contentType: string;
  size: number;
  receivedAt: number;
}

export interface MockApplication {
  applicationId: string;
  leadId: string;
  /** The current status code (SPEC §4.1). */
  status: string;
  productId: number;
  prn: number;
  productName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  primaryPhone: string;
  phoneConsent: boolean;
  otpMethod: "Mobile" | "Email";
  last4: string;
  creditLimit: number;
  incentiveId: number | null;
  incentiveName: string | null;
  /** A deposit-reduction incentive counts towards the balance (SPEC §4.3). */
  incentiveValue: number;
  fundingHistory: FundingEntry[];
  submittedAt: number;
  docFlags: Partial<Record<DocFlag, boolean>>;
  documents: MockDocument[];
  paymentFailures: number;
  declineOnceUsed: boolean;
  attemptsByDay: { day: number; count: number };
  withdrawReason?: string;
}

export const DOC_FLAGS = [
  "doC_IncomeYN",
  "doC_NameYN",
  "doC_AddressYN",
  "doC_SsnYN",
  "doC_DobYN",
  "doC_BankOwnershipYN",
  "doC_ItinYN",
] as const;
export type DocFlag = (typeof DOC_FLAGS)[number];

/** What submitLead receives (already validated by the handler). */
export interface MockSubmission {
  id: string;
  applicationId: string | null;
  incentiveId: number | null;
  incentiveName: string | null;
  basicInfo: {
    productId: number;
    firstName: string;
    lastName: string;
    emailAddress: string;
    primaryPhone: string;
    otpMethod: "Mobile" | "Email";
    phoneConsent: boolean;
  };
  creditLine: { creditLimit: number };
  payment: { fundingType: "DBT" | "FDL"; amount: number | null; cardNumber: string | null };
  pii: { ssn: string };
}

export type SubmitOutcome =
  | { kind: "ok"; application: MockApplication; responseCode: string }
  | { kind: "unprocessable"; errors: Array<{ errorCode: string; errorMessage: string; memberNames: string[] }> }
  | { kind: "badRequest" }
  | { kind: "forbidden" };

export interface PaymentInput {
  cardNumber: string;
  amount: number;
  attemptNumber: number;
  isFullyFunded: boolean;
}

export interface PaymentOutcome {
  responseCode: string;
  approvedAmount: number;
  errorMessage: string | null;
  exceededDailyTransaction: boolean;
}

export type AccessResult = { ok: true; application: MockApplication } | { ok: false; status: 403 | 404 };
