// The development mock of the bank (SPEC §7): in-memory, bounded state behind the MSW handlers and
// the standalone server. Its records' shapes are in bank-types.ts, its pure rules in bank-rules.ts.
import { DAYS_LEFT_TO_FUND_DEFAULT } from "../app/domain/constants";
import {
  applyPersonaStatus,
  bounded,
  boundedMap,
  charge,
  DAY_MS,
  FINAL,
  FUNDABLE,
  checkSubmission,
  matches,
  newApplication,
  productById,
  remainingOf,
  sameEmail,
  SEED_APPLICANT,
  SEED_PHONE,
  verifyCode,
} from "./bank-rules";
import type {
  AccessResult,
  MockApplication,
  MockDocument,
  MockLead,
  MockSubmission,
  PaymentInput,
  PaymentOutcome,
  SubmitOutcome,
} from "./bank-types";
import { emailPersona, uploadFails } from "./personas";

import { MAX_RECORDS, MockBankState } from "./bank-state";

export * from "./bank-types";
export { MOCK_UPSTREAM_SESSION_TTL_MS } from "./bank-state";
export {
  balanceOf,
  MOCK_DAILY_PAYMENT_ATTEMPTS,
  MOCK_OTP_BAD_REQUEST_CODE,
  MOCK_OTP_CODE,
  remainingOf,
} from "./bank-rules";

const MAX_DOCUMENTS_PER_APPLICATION = 50;

/** The development mock's calls: leads and their codes, applications, payments, documents, the status check. */
export class MockBank extends MockBankState {
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
    return lead ? verifyCode(lead, code, this.now()) : 400;
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
    const terms = checkSubmission(input, persona?.kind === "unprocessable", this.settings);
    if ("kind" in terms) return terms;
    const { product, incentive, reduction, limit } = terms;

    const session = this.session(token);
    const existing =
      (input.applicationId ? this.applications.get(input.applicationId) : undefined) ??
      [...this.applications.values()].find((a) => a.leadId === lead.id);
    if (input.applicationId && (!existing || existing.leadId !== lead.id)) return { kind: "badRequest" };

    const app: MockApplication =
      existing ??
      newApplication({
        applicationId: this.nextApplicationId(),
        leadId: lead.id,
        product,
        applicant: { ...input.basicInfo, emailAddress: email, last4: input.pii.ssn.slice(-4) },
        creditLimit: limit,
        incentive: {
          incentiveId: incentive?.id ?? null,
          incentiveName: incentive?.name ?? input.incentiveName,
          incentiveValue: reduction,
        },
        submittedAt: this.now(),
      });
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
      applyPersonaStatus(app, persona.code, this.now());
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
    const charged = charge(
      app,
      {
        cardNumber: input.payment.cardNumber ?? "",
        amount: Math.min(input.payment.amount, remainingOf(app)),
        attemptNumber: 0,
        isFullyFunded: true,
      },
      this.now(),
    );
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
    return charge(app, input, this.now());
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
    return verifyCode(check, code, this.now());
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
    const submittedAt = this.now() - daysAgo * DAY_MS;
    const app = newApplication({
      applicationId: this.nextApplicationId(),
      leadId: `L${String(100000 + this.leadSeq)}`,
      product,
      applicant: { ...SEED_APPLICANT, emailAddress, last4 },
      creditLimit,
      incentive: { incentiveId: null, incentiveName: null, incentiveValue: 0 },
      submittedAt,
    });
    // A partly funded deposit: both a partial and a full payment can follow.
    if (creditLimit > 100) app.fundingHistory.push({ amountReceived: 100, receivedAt: submittedAt });
    applyPersonaStatus(app, code, this.now());
    boundedMap(this.applications, MAX_RECORDS);
    this.applications.set(app.applicationId, app);
  }
}
