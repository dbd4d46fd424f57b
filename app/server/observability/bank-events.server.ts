import { randomBytes } from "node:crypto";
import { paymentStep } from "~/domain/funding-flow";
import type { UpstreamErrorKind } from "~/upstream/errors";
import type { Audit } from "./audit.server";
import type { Metrics } from "./metrics.server";

export interface BankCallFacts {
  leadId?: string;
  applicationId?: string;
  documents?: { category: string; type: string; contentType: string; bytes: number | null }[];
}

export type BankCallResult = { ok: true; value: unknown } | { ok: false; kind: UpstreamErrorKind | "other" };

export interface BankObserver {
  attempt(endpoint: string, outcome: string, ms: number): void;
  result(name: string, facts: BankCallFacts, result: BankCallResult): void;
}

export function attemptOutcome(kind: UpstreamErrorKind | "ok"): string {
  switch (kind) {
    case "serverError":
      return "server_error";
    case "badRequest":
    case "notFound":
    case "unprocessable":
      return "client_error";
    default:
      return kind;
  }
}

const field = (value: unknown, key: string): string | undefined => {
  const v = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === "string" || typeof v === "number" ? String(v) : undefined;
};

/** Read as the payment screen reads it (SPEC §4.3, §8), so audit and metrics say what the applicant was shown. */
export function paymentOutcome(result: BankCallResult): string {
  if (!result.ok) return result.kind === "timeout" || result.kind === "network" ? "unknown" : "error";
  const payment = typeof result.value === "object" && result.value !== null ? result.value : {};
  const step = paymentStep(field(payment, "responseCode") ?? "", {
    previousFailures: 0,
    exceededDailyTransaction:
      (payment as { paymentResponse?: { exceededDailyTransaction?: unknown } }).paymentResponse
        ?.exceededDailyTransaction === true,
  });
  if (step.kind === "retry" || step.kind === "final") return "declined";
  return step.kind === "error" || step.kind === "unclear" ? "error" : "approved";
}

/** A response code is a short word from the bank; anything else is not used as a label. */
const codeLabel = (code: string | undefined) => (code && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : "other");

export function createBankObserver(metrics: Metrics, audit: Audit): BankObserver {
  return {
    attempt(endpoint, outcome, ms) {
      metrics.bankCalls.observe({ endpoint, outcome }, ms / 1000);
    },
    result(name, facts, result) {
      const failure = result.ok ? null : result.kind;
      const { leadId, applicationId } = facts;
      switch (name) {
        case "createLead": {
          const id = result.ok ? field(result.value, "id") : undefined;
          audit({ action: "lead.created", outcome: failure ?? "ok", leadId: id });
          // createLead sends the first code.
          metrics.otp.inc({ flow: "lead", event: failure ? "failed" : "sent" });
          if (!failure) audit({ action: "otp.sent", outcome: "ok", leadId: id });
          return;
        }
        case "resendLeadOtp":
        case "sendCheckAppStatusOtp":
        case "resendCheckAppStatusOtp": {
          const flow = name === "resendLeadOtp" ? "lead" : "status";
          metrics.otp.inc({ flow, event: failure ? "failed" : name.startsWith("resend") ? "resent" : "sent" });
          audit({ action: flow === "lead" ? "otp.sent" : "status_otp.sent", outcome: failure ?? "ok", leadId });
          return;
        }
        case "verifyLeadOtp":
        case "verifyCheckAppStatusOtp": {
          const flow = name === "verifyLeadOtp" ? "lead" : "status";
          const verified = result.ok && (result.value as { isVerified?: unknown } | null)?.isVerified === true;
          const outcome = failure ?? (verified ? "verified" : "rejected");
          metrics.otp.inc({ flow, event: failure ? "failed" : outcome });
          audit({ action: flow === "lead" ? "otp.verified" : "status_otp.verified", outcome, leadId });
          return;
        }
        case "submitLead": {
          const code = result.ok ? codeLabel(field(result.value, "responseCode")) : `error_${failure}`;
          metrics.submissions.inc({ outcome: code });
          const appId = result.ok ? field(result.value, "applicationId") : undefined;
          audit({ action: "submission", outcome: code, leadId, applicationId: appId ?? applicationId });
          return;
        }
        case "makePayment": {
          const outcome = paymentOutcome(result);
          metrics.payments.inc({ outcome: "attempted" });
          metrics.payments.inc({ outcome });
          // Our id for this attempt (the bank's answer has none): disputes find it with the request id.
          audit({ action: "payment.attempt", outcome, applicationId, paymentId: randomBytes(8).toString("hex") });
          return;
        }
        case "uploaddocuments":
          audit({
            action: "document.upload",
            outcome: failure ?? "ok",
            leadId,
            applicationId,
            documents: facts.documents,
          });
          return;
        case "withdrawApplication":
          audit({
            action: "withdrawal",
            outcome: result.ok ? codeLabel(field(result.value, "responseCode")) : result.kind,
            applicationId,
          });
          return;
        default:
          return;
      }
    },
  };
}
