// The development mock's applications (SPEC §7): submitLead and its email correction, who may see an
// application, payments, withdrawal and documents.
import { BANK_DAYS_TO_FUND } from "./bank-numbers";
import {
  applyPersonaStatus,
  bounded,
  boundedMap,
  charge,
  checkSubmission,
  DAY_MS,
  FINAL,
  FUNDABLE,
  matches,
  newApplication,
  remainingOf,
  sameEmail,
} from "./bank-rules";
import { MockBankLeads } from "./bank-leads";
import { MAX_RECORDS } from "./bank-state";
import type {
  AccessResult,
  MockApplication,
  MockDocument,
  MockSubmission,
  PaymentInput,
  PaymentOutcome,
  SubmitOutcome,
} from "./bank-types";
import { emailPersona, uploadFails } from "./personas";

const MAX_DOCUMENTS_PER_APPLICATION = 50;

/** Applications, their payments, withdrawal and documents. */
export class MockBankApplications extends MockBankLeads {
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
   * submitLead as an email correction (docs/decisions/0051): the application must be this session's
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
    return Math.max(0, BANK_DAYS_TO_FUND - elapsed);
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
}
