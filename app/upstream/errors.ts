import type { ErrorKey } from "~/domain/error-catalogue";

/** What went wrong talking to the bank, in the terms SPEC §7-8 uses to decide the screen. */
export type UpstreamErrorKind =
  | "badRequest"
  | "unauthorized"
  | "forbidden"
  | "notFound"
  | "unprocessable"
  | "serverError"
  | "timeout"
  | "network"
  | "malformed";

/** One entry of a 422 answer's `errors` list (submitLead in SPEC §7). */
export interface UpstreamFieldError {
  errorCode: string;
  errorMessage: string;
  memberNames: string[];
}

export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  constructor(
    readonly kind: UpstreamErrorKind,
    readonly call: string,
    readonly status?: number,
    /** The validation errors of a 422 answer (empty otherwise). */
    readonly errors: readonly UpstreamFieldError[] = [],
  ) {
    super(`${call} failed: ${kind}${status ? ` (${status})` : ""}`);
  }
}

/**
 * True for an UpstreamError from any copy of this module. The production server has two bundles:
 * build/server.js creates the bank client (and throws its copy of the class), build/index.js holds
 * the routes that read the error; `instanceof` alone fails across them.
 */
export function isUpstreamError(error: unknown): error is UpstreamError {
  if (error instanceof UpstreamError) return true;
  return (
    error instanceof Error && error.name === "UpstreamError" && typeof (error as { kind?: unknown }).kind === "string"
  );
}

export function kindForStatus(status: number): UpstreamErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "notFound";
  if (status === 422) return "unprocessable";
  if (status >= 500) return "serverError";
  return "badRequest";
}

/**
 * A failed bank call in the terms SPEC §7-8 and our decisions use to choose the screen (ADR 0004).
 * Every site that handles a bank failure starts from this, through `bankFailure` (app/features/flow).
 */
export type BankFailure =
  /** 401/403: the bank ended its session; ours ends too (SPEC §4.5, §8). */
  | "sessionEnded"
  /** A timeout or a lost connection: 'We are unable to access your application' (SPEC §8). */
  | "unreachable"
  /** An answer we cannot read (not JSON, or not its schema). */
  | "unreadable"
  /** An HTTP 4xx (but 401/403) or 500: the bank refused what it was sent (ADR 0040). */
  | "refused"
  /** A 5xx other than 500 (a gateway or an outage): a second try may pass (ADR 0040). */
  | "bankDown"
  /** Our request did not fit its schema and never left (app/upstream/transport.server.ts). */
  | "notSent"
  /** Not a bank error at all: a slip of ours. */
  | "notBank";

export function bankFailureOf(error: unknown): BankFailure {
  if (!isUpstreamError(error)) return "notBank";
  switch (error.kind) {
    case "unauthorized":
    case "forbidden":
      return "sessionEnded";
    case "timeout":
    case "network":
      return "unreachable";
    case "malformed":
      return "unreadable";
    default:
      if (error.status === undefined) return "notSent";
      return error.status < 500 || error.status === 500 ? "refused" : "bankDown";
  }
}

/**
 * SPEC §7-8's screen for each failure, where the call's own page says nothing else: 400/500 →
 * generic error; 401/403 → session expired; timeout/network → API unavailable.
 */
export const FAILURE_SCREEN = {
  sessionEnded: "session-expired",
  unreachable: "api-unavailable",
  unreadable: "generic",
  refused: "generic",
  bankDown: "generic",
  notSent: "generic",
  notBank: "generic",
} as const satisfies Record<BankFailure, ErrorKey>;

export function errorKeyFor(error: unknown): ErrorKey {
  return FAILURE_SCREEN[bankFailureOf(error)];
}

export function endsSession(error: unknown): boolean {
  return bankFailureOf(error) === "sessionEnded";
}
