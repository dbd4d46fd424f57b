import type { SessionData } from "./data";

/**
 * True while the session holds something a sign-out ends: a lead, a verified code (application or
 * status check). The header offers 'Sign out' then (docs/decisions/0001).
 */
export function isSignedIn(data: SessionData): boolean {
  return Boolean(data.statusCheck?.verifiedAt || data.verifiedAt || data.leadId);
}
