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

export class UpstreamError extends Error {
  override readonly name = "UpstreamError";
  constructor(
    readonly kind: UpstreamErrorKind,
    readonly call: string,
    readonly status?: number,
  ) {
    super(`${call} failed: ${kind}${status ? ` (${status})` : ""}`);
  }
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
  if (!(error instanceof UpstreamError)) return "generic";
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
  return error instanceof UpstreamError && (error.kind === "unauthorized" || error.kind === "forbidden");
}
