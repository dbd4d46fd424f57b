import { randomBytes } from "node:crypto";
import { DAYS_LEFT_TO_FUND_DEFAULT, OTP_VALIDITY_MS, PARTIAL_PAYMENT_MIN } from "../app/domain/constants";
import { mockConfiguration, type MockSettings } from "./configuration";
import { cardOutcome, emailPersona, uploadFails, type CardOutcome } from "./personas";

/** The valid code, the code that answers 400, per SPEC §7 and docs/mock.md. */
export const MOCK_OTP_CODE = "123456";
export const MOCK_OTP_BAD_REQUEST_CODE = "000000";

const MAX_RECORDS = 10_000;
/** The bank's session lasts this long after its start or last refresh (the client refreshes every 18 minutes). */
export const MOCK_UPSTREAM_SESSION_TTL_MS = 20 * 60 * 1000;
/** Payment attempts per application and day before ExceededDailyPaymentTransactions. */
export const MOCK_DAILY_PAYMENT_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_DOCUMENTS_PER_APPLICATION = 50;
const MAX_FUNDING_ENTRIES = 100;

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

interface StatusCheck {
  emailAddress: string;
  last4: string;
  sentAt: number;
  wrongAttempts: number;
  verified: boolean;
}

interface SessionState {
  refreshedAt: number;
  /** Applications this session submitted. */
  applications: Set<string>;
  statusCheck?: StatusCheck;
}

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

export function balanceOf(app: MockApplication): number {
  return round2(app.fundingHistory.reduce((sum, f) => sum + f.amountReceived, 0) + app.incentiveValue);
}

export function remainingOf(app: MockApplication): number {
  return round2(Math.max(0, app.creditLimit - balanceOf(app)));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const PAYMENT_CODES = new Set(["FundFailure", "FundFailureFinal", "ExceededDailyPaymentTransactions"]);
/** Statuses in which a deposit payment is accepted. */
const FUNDABLE = new Set(["WT_FND", ...PAYMENT_CODES]);
/** Statuses after which an application can no longer be withdrawn. */
const FINAL = /^(END_|UI_SDR$)/;
/** Seeded persona applications for these codes have their deposit in full. */
const FUNDED_CODES = new Set(["WT_FRE", "WT_FIS", "END_BRD", "END_CLS", "UI_SDR"]);
const SEED_PHONE = "2025550143";

/** In-memory, bounded state of the development mock. */
export class MockBank {
  settings: MockSettings = { launchEnabled: true, maintenance: false };
  banner: string[] = [];
  faults: MockFaults = {};
  /** How many requests each call received since the last reset (GET /__mock/calls; tests only). */
  readonly callCounts = new Map<string, number>();
  readonly sessions = new Set<string>();
  readonly leads = new Map<string, MockLead>();
  readonly applications = new Map<string, MockApplication>();
  private readonly sessionState = new Map<string, SessionState>();
  private leadSeq = 0;
  private applicationSeq = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The mock's clock (tests pass their own). */
  clock(): number {
    return this.now();
  }

  reset() {
    this.settings = { launchEnabled: true, maintenance: false };
    this.banner = [];
    this.faults = {};
    this.callCounts.clear();
    this.sessions.clear();
    this.sessionState.clear();
    this.leads.clear();
    this.applications.clear();
  }

  /** Counts a request for a call (whatever it is answered), for the call-count read-out. */
  recordCall(call: string): void {
    this.callCounts.set(call, (this.callCounts.get(call) ?? 0) + 1);
  }

  /** Requests per call name since the last reset, e.g. {submitLead: 1}. */
  calls(): Record<string, number> {
    return Object.fromEntries(this.callCounts);
  }

  /** The fault switched on for a call, counting down `times`. */
  takeFault(call: string): MockFault | undefined {
    const fault = this.faults[call];
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) delete this.faults[call];
      else this.faults[call] = { ...fault, times: fault.times - 1 };
    }
    return fault;
  }

  startSession(): string {
    const token = randomBytes(16).toString("hex");
    bounded(this.sessions, MAX_RECORDS);
    this.sessions.add(token);
    boundedMap(this.sessionState, MAX_RECORDS);
    this.sessionState.set(token, { refreshedAt: this.now(), applications: new Set() });
    return token;
  }

  /** A known token whose session has not lapsed (20 minutes after its start or last refresh). */
  isSession(token: string | null): boolean {
    if (token === null || !this.sessions.has(token)) return false;
    const state = this.sessionState.get(token);
    if (state && this.now() - state.refreshedAt > MOCK_UPSTREAM_SESSION_TTL_MS) {
      this.sessions.delete(token);
      this.sessionState.delete(token);
      return false;
    }
    return true;
  }

  refreshSession(token: string): void {
    const state = this.sessionState.get(token);
    if (state) state.refreshedAt = this.now();
  }

  private session(token: string): SessionState {
    let state = this.sessionState.get(token);
    if (!state) {
      state = { refreshedAt: this.now(), applications: new Set() };
      boundedMap(this.sessionState, MAX_RECORDS);
      this.sessionState.set(token, state);
    }
    return state;
  }

  createLead(input: Omit<MockLead, "id" | "sentAt" | "wrongAttempts" | "verified">): MockLead {
    this.leadSeq += 1;
    const lead: MockLead = {
      ...input,
      id: `L${String(100000 + this.leadSeq)}`,
      sentAt: this.now(),
      wrongAttempts: 0,
      verified: false,
    };
    boundedMap(this.leads, MAX_RECORDS);
    this.leads.set(lead.id, lead);
    return lead;
  }

  resendLeadOtp(leadId: string): MockLead | null {
    const lead = this.leads.get(leadId);
    if (!lead) return null;
    lead.sentAt = this.now();
    return lead;
  }

  /** 'ok' | 'invalid' (first wrong code) | 400 | 403, per SPEC §7's mock contract. */
  verifyLeadOtp(leadId: string, code: string): "ok" | "invalid" | 400 | 403 {
    const lead = this.leads.get(leadId);
    if (!lead) return 400;
    if (code === MOCK_OTP_BAD_REQUEST_CODE) return 400;
    const fresh = this.now() - lead.sentAt <= OTP_VALIDITY_MS;
    if (code === MOCK_OTP_CODE && fresh) {
      lead.verified = true;
      return "ok";
    }
    if (lead.wrongAttempts >= 1) return 403;
    lead.wrongAttempts += 1;
    return "invalid";
  }

  updateProduct(leadId: string, productId: number): boolean {
    const lead = this.leads.get(leadId);
    if (!lead) return false;
    lead.productId = productId;
    return true;
  }

  // --- Applications -----------------------------------------------------------------------------

  /** SPEC §7 submitLead, with the personas of docs/mock.md. */
  submitLead(token: string, input: MockSubmission): SubmitOutcome {
    const lead = this.leads.get(input.id);
    if (!lead) return { kind: "badRequest" };
    if (!lead.verified) return { kind: "forbidden" };
    const email = input.basicInfo.emailAddress.trim();
    const persona = emailPersona(email);
    if (persona?.kind === "unprocessable") {
      return {
        kind: "unprocessable",
        errors: [
          { errorCode: "InvalidModel", errorMessage: "The SSN could not be validated.", memberNames: ["pii.ssn"] },
          {
            errorCode: "InvalidModel",
            errorMessage: "The date of birth could not be validated.",
            memberNames: ["pii.dateOfBirth"],
          },
        ],
      };
    }
    const product = productById(input.basicInfo.productId, this.settings);
    if (!product) {
      return {
        kind: "unprocessable",
        errors: [
          { errorCode: "InvalidProduct", errorMessage: "Unknown product.", memberNames: ["basicInfo.productId"] },
        ],
      };
    }
    const incentive = incentiveById(input.incentiveId, this.settings);
    const reduction = incentive?.typeName === "depositreduction" ? incentive.value : 0;
    const minimum =
      incentive?.typeName === "minimumdeposit"
        ? Math.min(product.minimum, incentive.value)
        : product.minimum - reduction;
    const limit = input.creditLine.creditLimit;
    if (limit < minimum || limit > product.maximum) {
      return {
        kind: "unprocessable",
        errors: [
          {
            errorCode: "InvalidCreditLimit",
            errorMessage: `Credit limit must be between ${minimum} and ${product.maximum}.`,
            memberNames: ["creditLine.creditLimit"],
          },
        ],
      };
    }

    const session = this.session(token);
    const existing =
      (input.applicationId ? this.applications.get(input.applicationId) : undefined) ??
      [...this.applications.values()].find((a) => a.leadId === lead.id);
    if (input.applicationId && (!existing || existing.leadId !== lead.id)) return { kind: "badRequest" };

    const app: MockApplication = existing ?? {
      applicationId: this.nextApplicationId(),
      leadId: lead.id,
      status: "WT_FND",
      productId: product.productId,
      prn: product.prn,
      productName: product.productName,
      firstName: input.basicInfo.firstName,
      lastName: input.basicInfo.lastName,
      emailAddress: email,
      primaryPhone: input.basicInfo.primaryPhone,
      phoneConsent: input.basicInfo.phoneConsent,
      otpMethod: input.basicInfo.otpMethod,
      last4: input.pii.ssn.slice(-4),
      creditLimit: limit,
      incentiveId: incentive?.id ?? null,
      incentiveName: incentive?.name ?? input.incentiveName,
      incentiveValue: reduction,
      fundingHistory: [],
      submittedAt: this.now(),
      docFlags: {},
      documents: [],
      paymentFailures: 0,
      declineOnceUsed: false,
      attemptsByDay: { day: this.today(), count: 0 },
    };
    if (existing) {
      // A resubmission (funding retry or corrected email) updates the applicant's answers.
      existing.emailAddress = email;
      existing.firstName = input.basicInfo.firstName;
      existing.lastName = input.basicInfo.lastName;
    } else {
      boundedMap(this.applications, MAX_RECORDS);
      this.applications.set(app.applicationId, app);
    }
    session.applications.add(app.applicationId);
    bounded(session.applications, 100);

    if (persona?.kind === "status") {
      this.applyPersonaStatus(app, persona.code);
      return { kind: "ok", application: app, responseCode: persona.code };
    }
    if (existing && !FUNDABLE.has(existing.status) && existing.status !== "InvalidEmail") {
      // Already decided: answer the current status, charge nothing.
      return { kind: "ok", application: existing, responseCode: existing.status };
    }
    if (app.status === "InvalidEmail") app.status = "WT_FND";
    if (input.payment.fundingType === "FDL" || !input.payment.amount) {
      app.status = "WT_FND";
      return { kind: "ok", application: app, responseCode: "WT_FND" };
    }
    const charged = this.charge(app, {
      cardNumber: input.payment.cardNumber ?? "",
      amount: Math.min(input.payment.amount, remainingOf(app)),
      attemptNumber: 0,
      isFullyFunded: true,
    });
    return { kind: "ok", application: app, responseCode: charged.responseCode };
  }

  /**
   * submitLead as an email correction (docs/decisions/0102): the application must be this session's
   * (submitted here, or found by its verified status check) and the lead its own. Only an application
   * waiting on its email changes: a persona email that still fails stays InvalidEmail; any other
   * address is taken and the application waits for funds (nothing is charged). Any other status is
   * answered as it is, unchanged. The session keeps the application in view under its new email.
   */
  correctEmail(
    token: string,
    input: { leadId: string; applicationId: string; emailAddress: string },
  ):
    | { kind: "ok"; application: MockApplication; responseCode: string }
    | { kind: "badRequest" | "forbidden" | "notFound" } {
    const access = this.access(token, input.applicationId);
    if (!access.ok) return { kind: access.status === 404 ? "notFound" : "forbidden" };
    const app = access.application;
    if (app.leadId !== input.leadId) return { kind: "badRequest" };
    if (app.status !== "InvalidEmail") return { kind: "ok", application: app, responseCode: app.status };
    const email = input.emailAddress.trim();
    const persona = emailPersona(email);
    if (persona?.kind === "status" && persona.code === "InvalidEmail") {
      return { kind: "ok", application: app, responseCode: "InvalidEmail" };
    }
    const session = this.session(token);
    if (session.statusCheck?.verified && sameEmail(session.statusCheck.emailAddress, app.emailAddress)) {
      session.statusCheck.emailAddress = email;
    }
    app.emailAddress = email;
    app.status = "WT_FND";
    session.applications.add(app.applicationId);
    bounded(session.applications, 100);
    return { kind: "ok", application: app, responseCode: "WT_FND" };
  }

  private applyPersonaStatus(app: MockApplication, code: string) {
    // Payment codes too are kept as the status, so the status check shows the same code.
    app.status = code;
    if (code === "FundFailure") app.paymentFailures = Math.max(app.paymentFailures, 1);
    if (code === "FundFailureFinal") app.paymentFailures = Math.max(app.paymentFailures, 2);
    if (code === "WT_DOC") app.docFlags = { doC_IncomeYN: true, doC_AddressYN: true };
    if (FUNDED_CODES.has(code) && remainingOf(app) > 0) {
      app.fundingHistory.push({ amountReceived: remainingOf(app), receivedAt: this.now() });
    }
  }

  private nextApplicationId(): string {
    this.applicationSeq += 1;
    return String(7_000_000 + this.applicationSeq);
  }

  private today(): number {
    return Math.floor(this.now() / DAY_MS);
  }

  daysLeftToFund(app: MockApplication): number {
    const elapsed = Math.floor((this.now() - app.submittedAt) / DAY_MS);
    return Math.max(0, DAYS_LEFT_TO_FUND_DEFAULT - elapsed);
  }

  /** May this session see the application? (It submitted it, or verified the status OTP for it.) */
  access(token: string, applicationId: string): AccessResult {
    const app = this.applications.get(applicationId);
    if (!app) return { ok: false, status: 404 };
    const session = this.session(token);
    if (session.applications.has(applicationId)) return { ok: true, application: app };
    const check = session.statusCheck;
    if (check?.verified && matches(app, check.emailAddress, check.last4)) return { ok: true, application: app };
    return { ok: false, status: 403 };
  }

  /** SPEC §7 makePayment; the card number decides the outcome (docs/mock.md). */
  makePayment(app: MockApplication, input: PaymentInput): PaymentOutcome | "notFundable" {
    if (app.status === "WT_FRE") {
      return { responseCode: "WT_FRE", approvedAmount: 0, errorMessage: null, exceededDailyTransaction: false };
    }
    if (!FUNDABLE.has(app.status)) return "notFundable";
    return this.charge(app, input);
  }

  private charge(app: MockApplication, input: PaymentInput): PaymentOutcome {
    const fail = (responseCode: string, errorMessage: string): PaymentOutcome => ({
      responseCode,
      approvedAmount: 0,
      errorMessage,
      exceededDailyTransaction: responseCode === "ExceededDailyPaymentTransactions",
    });
    const day = this.today();
    if (app.attemptsByDay.day !== day) app.attemptsByDay = { day, count: 0 };
    const outcome: CardOutcome = cardOutcome(input.cardNumber);
    if (outcome === "dailyLimit" || app.attemptsByDay.count >= MOCK_DAILY_PAYMENT_ATTEMPTS) {
      return fail("ExceededDailyPaymentTransactions", "Exceeded daily payment transactions.");
    }
    app.attemptsByDay.count += 1;
    if (app.paymentFailures >= 2) return fail("FundFailureFinal", "The card was declined.");
    const remaining = remainingOf(app);
    const minimum = Math.min(PARTIAL_PAYMENT_MIN, remaining);
    if (!(input.amount > 0) || input.amount + 0.001 < minimum)
      return fail("MinimumPaymentNotValid", `The minimum payment is ${minimum}.`);
    if (input.amount > remaining + 0.001)
      return fail("PaymentExceedsBalance", `The payment exceeds the remaining ${remaining}.`);
    const declined = outcome === "decline" || (outcome === "declineOnce" && !app.declineOnceUsed);
    if (outcome === "declineOnce") app.declineOnceUsed = true;
    if (declined) {
      app.paymentFailures += 1;
      return fail(app.paymentFailures >= 2 ? "FundFailureFinal" : "FundFailure", "The card was declined.");
    }
    const amount = round2(input.amount);
    app.fundingHistory.push({ amountReceived: amount, receivedAt: this.now() });
    if (app.fundingHistory.length > MAX_FUNDING_ENTRIES) app.fundingHistory.shift();
    app.status = remainingOf(app) <= 0 ? "WT_FRE" : "WT_FND";
    return { responseCode: app.status, approvedAmount: amount, errorMessage: null, exceededDailyTransaction: false };
  }

  /** SPEC §7 withdrawApplication: → END_WDR. Null when the application is already closed. */
  withdraw(app: MockApplication, reason: string): string | null {
    if (app.status === "END_WDR") return "END_WDR";
    if (FINAL.test(app.status)) return null;
    app.status = "END_WDR";
    app.withdrawReason = reason;
    return "END_WDR";
  }

  /** SPEC §7 uploaddocuments: WT_DOC → UI_MDR. */
  uploadDocuments(
    app: MockApplication,
    documents: Omit<MockDocument, "receivedAt">[],
  ): "ok" | "refused" | "notRequested" {
    if (app.status !== "WT_DOC" && app.status !== "UI_MDR") return "notRequested";
    if (documents.some((d) => uploadFails(d.fileName))) return "refused";
    for (const d of documents) {
      app.documents.push({ ...d, receivedAt: this.now() });
      if (app.documents.length > MAX_DOCUMENTS_PER_APPLICATION) app.documents.shift();
    }
    app.status = "UI_MDR";
    return "ok";
  }

  // --- Status check -----------------------------------------------------------------------------

  /** Applications for an email (any case) and SSN last 4, newest first. */
  findApplications(emailAddress: string, last4: string): MockApplication[] {
    return [...this.applications.values()]
      .filter((a) => matches(a, emailAddress, last4))
      .sort((a, b) => b.submittedAt - a.submittedAt || b.applicationId.localeCompare(a.applicationId));
  }

  /**
   * SPEC §7 sendCheckAppStatusOtp. Persona emails get their applications on first use. Null when
   * nothing matches (the check-status failure page).
   */
  sendCheckAppStatusOtp(
    token: string,
    emailAddress: string,
    last4: string,
  ): { primaryPhone: string; otpMethod: "Mobile" | "Email"; emailAddress: string } | null {
    const persona = emailPersona(emailAddress);
    let found = this.findApplications(emailAddress, last4);
    if (found.length === 0) {
      this.seedPersona(emailAddress, last4);
      found = this.findApplications(emailAddress, last4);
    }
    if (found.length === 0 && persona?.kind !== "noMatch") return null;
    this.session(token).statusCheck = { emailAddress, last4, sentAt: this.now(), wrongAttempts: 0, verified: false };
    const latest = found[0];
    return { primaryPhone: latest?.primaryPhone ?? SEED_PHONE, otpMethod: latest?.otpMethod ?? "Email", emailAddress };
  }

  resendCheckAppStatusOtp(token: string, emailAddress: string): boolean {
    const check = this.sessionState.get(token)?.statusCheck;
    if (!check || !sameEmail(check.emailAddress, emailAddress)) return false;
    check.sentAt = this.now();
    return true;
  }

  verifyCheckAppStatusOtp(token: string, emailAddress: string, code: string): "ok" | "invalid" | 400 | 403 {
    const check = this.sessionState.get(token)?.statusCheck;
    if (!check || !sameEmail(check.emailAddress, emailAddress)) return 400;
    if (code === MOCK_OTP_BAD_REQUEST_CODE) return 400;
    const fresh = this.now() - check.sentAt <= OTP_VALIDITY_MS;
    if (code === MOCK_OTP_CODE && fresh) {
      check.verified = true;
      return "ok";
    }
    if (check.wrongAttempts >= 1) return 403;
    check.wrongAttempts += 1;
    return "invalid";
  }

  /**
   * The applications this session may list: those of its verified status check, else the ones it
   * submitted. Null when it has neither (403).
   */
  applicationsFor(token: string): MockApplication[] | null {
    const state = this.sessionState.get(token);
    if (!state) return null;
    if (state.statusCheck?.verified)
      return this.findApplications(state.statusCheck.emailAddress, state.statusCheck.last4);
    if (state.applications.size > 0) {
      return [...state.applications]
        .map((id) => this.applications.get(id))
        .filter((a): a is MockApplication => a !== undefined)
        .sort((a, b) => b.submittedAt - a.submittedAt);
    }
    return null;
  }

  private seedPersona(emailAddress: string, last4: string) {
    const persona = emailPersona(emailAddress);
    if (!persona) return;
    if (persona.kind === "status") {
      this.seedApplication(emailAddress, last4, persona.code, 1000, 0);
    } else if (persona.kind === "multiple") {
      this.seedApplication(emailAddress, last4, "END_WDR", 6100, 3);
      this.seedApplication(emailAddress, last4, "WT_DOC", 9000, 2);
      this.seedApplication(emailAddress, last4, "WT_FND", 1000, 1);
    }
  }

  private seedApplication(emailAddress: string, last4: string, code: string, productId: number, daysAgo: number) {
    const product = productById(productId, this.settings) ?? productById(1000, this.settings);
    if (!product) return;
    this.leadSeq += 1;
    const creditLimit = product.prn === 6100 ? 100 : 500;
    const app: MockApplication = {
      applicationId: this.nextApplicationId(),
      leadId: `L${String(100000 + this.leadSeq)}`,
      status: "WT_FND",
      productId: product.productId,
      prn: product.prn,
      productName: product.productName,
      firstName: "Jordan",
      lastName: "Rivera",
      emailAddress,
      primaryPhone: SEED_PHONE,
      phoneConsent: true,
      otpMethod: "Email",
      last4,
      creditLimit,
      incentiveId: null,
      incentiveName: null,
      incentiveValue: 0,
      // A partly funded deposit: both a partial and a full payment can follow.
      fundingHistory: creditLimit > 100 ? [{ amountReceived: 100, receivedAt: this.now() - daysAgo * DAY_MS }] : [],
      submittedAt: this.now() - daysAgo * DAY_MS,
      docFlags: {},
      documents: [],
      paymentFailures: 0,
      declineOnceUsed: false,
      attemptsByDay: { day: this.today(), count: 0 },
    };
    this.applyPersonaStatus(app, code);
    boundedMap(this.applications, MAX_RECORDS);
    this.applications.set(app.applicationId, app);
  }
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function matches(app: MockApplication, emailAddress: string, last4: string): boolean {
  return sameEmail(app.emailAddress, emailAddress) && app.last4 === last4;
}

interface MockProduct {
  productId: number;
  prn: number;
  productName: string;
  minimum: number;
  maximum: number;
}

function productById(productId: number, settings: MockSettings): MockProduct | null {
  const products = mockConfiguration(settings, new URLSearchParams()).securedProducts;
  const p = products.find((x) => x.productId === productId || x.prn === productId);
  if (!p) return null;
  return {
    productId: p.productId,
    prn: p.prn,
    productName: p.productName,
    minimum: p.minimumDeposit,
    maximum: p.maximumCreditLimit,
  };
}

function incentiveById(id: number | null, settings: MockSettings) {
  if (id === null) return null;
  const products = mockConfiguration(settings, new URLSearchParams({ downsell: "true" })).securedProducts;
  for (const p of products) {
    for (const i of p.incentives) {
      if (i.id !== id) continue;
      const detail = i.incentiveDetails[0];
      return {
        id: i.id,
        name: i.name,
        typeName: (detail?.incentiveTypeName ?? "").toLowerCase(),
        value: Number(detail?.value ?? 0),
      };
    }
  }
  return null;
}

function bounded(set: Set<string>, max: number) {
  if (set.size < max) return;
  const oldest = set.values().next().value;
  if (oldest !== undefined) set.delete(oldest);
}

function boundedMap<V>(map: Map<string, V>, max: number) {
  if (map.size < max) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}
