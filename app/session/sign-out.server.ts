import type { SessionData } from "./data";

/** The header offers 'Sign out' then (ADR 0001). */
export function isSignedIn(data: SessionData): boolean {
  return Boolean(data.statusCheck?.verifiedAt || data.verifiedAt || data.leadId);
}
