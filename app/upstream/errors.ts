import type { ErrorKey } from "~/domain/error-catalogue";

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
    readonly errors: readonly UpstreamFieldError[] = [],
  ) {
    super(`${call} failed: ${kind}${status ? ` (${status})` : ""}`);
  }
}

// Two bundles (build/server.js, build/index.js) each hold a copy of this class: instanceof alone fails.
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

// The terms SPEC §7-8 and ADR 0004 use to choose the screen.
export type BankFailure =
  | "sessionEnded"
  | "unreachable"
  | "unreadable"
  // 4xx (but 401/403) or 500: the bank refused what it was sent (ADR 0040).
  | "refused"
  // Another 5xx (a gateway or an outage): a second try may pass (ADR 0040).
  | "bankDown"
  | "notSent"
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

// SPEC §7-8's screens, where the call's own page says nothing else.
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
