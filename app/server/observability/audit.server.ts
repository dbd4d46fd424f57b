import pino, { type DestinationStream } from "pino";
import { currentScope } from "./context.server";

/** One event per business action; no field can hold PII: ids, fixed words, document types and sizes. */
export type AuditAction =
  | "lead.created"
  | "otp.sent"
  | "otp.verified"
  | "status_otp.sent"
  | "status_otp.verified"
  | "submission"
  | "payment.attempt"
  | "document.upload"
  | "withdrawal"
  | "session.expired"
  | "sign_out";

export interface AuditEvent {
  action: AuditAction;
  outcome: string;
  leadId?: string;
  applicationId?: string;
  paymentId?: string;
  documents?: { category: string; type: string; contentType: string; bytes: number | null }[];
}

export type Audit = (event: AuditEvent) => void;

export function auditDestination(target: string): DestinationStream {
  return target === "stdout"
    ? pino.destination({ sync: false })
    : pino.destination({ dest: target, append: true, mkdir: true, sync: false });
}

/** Ids are kept only in an id's shape (the log redaction would mangle numeric ids, so it is not used here). */
const ID = /^[A-Za-z0-9._-]{1,64}$/;
const WORD = /^[A-Za-z0-9 '._/+-]{1,64}$/;
const id = (value: string | undefined) => (value === undefined ? undefined : ID.test(value) ? value : "[invalid]");
const word = (value: string) => (WORD.test(value) ? value : "[invalid]");

export function createAudit(destination: DestinationStream, onEvent?: (event: AuditEvent) => void): Audit {
  const log = pino({ base: { stream: "audit" }, timestamp: pino.stdTimeFunctions.isoTime }, destination);
  return (event) => {
    const scope = currentScope();
    const clean: Record<string, unknown> = { action: event.action, outcome: word(event.outcome) };
    if (event.leadId) clean.leadId = id(event.leadId);
    if (event.applicationId) clean.applicationId = id(event.applicationId);
    if (event.paymentId) clean.paymentId = id(event.paymentId);
    if (event.documents) {
      clean.documents = event.documents.map((d) => ({
        category: word(d.category),
        type: word(d.type),
        contentType: word(d.contentType),
        bytes: d.bytes,
      }));
    }
    log.info({ ...clean, requestId: scope ? id(scope.requestId) : null }, "audit");
    onEvent?.(event);
  };
}
