// The development mock of the bank (SPEC §7): in-memory, bounded state behind the MSW handlers and
// the standalone server. Its records' shapes are in bank-types.ts, its pure rules in bank-rules.ts; its
// calls by area: leads (bank-leads.ts), applications (bank-applications.ts) and the status check (here).
import {
  applyPersonaStatus,
  boundedMap,
  DAY_MS,
  matches,
  newApplication,
  productById,
  sameEmail,
  SEED_APPLICANT,
  SEED_PHONE,
  verifyCode,
} from "./bank-rules";
import { MockBankApplications } from "./bank-applications";
import { MAX_RECORDS } from "./bank-state";
import type { MockApplication } from "./bank-types";
import { emailPersona } from "./personas";

export * from "./bank-types";
export { MOCK_UPSTREAM_SESSION_TTL_MS } from "./bank-state";
export {
  balanceOf,
  MOCK_DAILY_PAYMENT_ATTEMPTS,
  MOCK_OTP_BAD_REQUEST_CODE,
  MOCK_OTP_CODE,
  remainingOf,
} from "./bank-rules";

/** The development mock's calls: leads and their codes, applications, payments, documents, the status check. */
export class MockBank extends MockBankApplications {
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
