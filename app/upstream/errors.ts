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

/** SPEC §7-8: 400/500 → generic error; 401/403 → session expired; timeout/network → API unavailable. */
export function errorKeyFor(error: unknown): ErrorKey {
  if (!isUpstreamError(error)) return "generic";
  switch (error.kind) {
    case "unauthorized":
    case "forbidden":
      return "session-expired";
    case "timeout":
    case "network":
      return "api-unavailable";
    default:
      return "generic";
  }
}

export function endsSession(error: unknown): boolean {
  return isUpstreamError(error) && (error.kind === "unauthorized" || error.kind === "forbidden");
}
