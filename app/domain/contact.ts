/** Phone and email rules shared by the basic-information and check-status forms (SPEC §5). */

/** Characters people type between digits; removed before validation. */
const PHONE_SEPARATORS = /[\s.\-()]/g;

/** Strips separators and a leading +1/1 country code; returns digits only (may be invalid). */
export function normalizePhone(input: string): string {
  let digits = input.trim().replace(PHONE_SEPARATORS, "");
  if (digits.startsWith("+1")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits;
}

/** 10 digits, area code starting 2-9, not all ten the same digit. */
export function isValidPhone(digits: string): boolean {
  if (!/^[2-9]\d{9}$/.test(digits)) return false;
  return !/^(\d)\1{9}$/.test(digits);
}

/** ###-###-#### */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "").slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

export function maskPhone(digits: string): string {
  const d = digits.replace(/\D/g, "");
  return d.length >= 4 ? `***-***-${d.slice(-4)}` : "***-***-****";
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** A pragmatic address check: one @, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Where a one-time code goes, one spelling per phone or mailbox, so its sends and guesses are counted
 * for the person whatever the lead: a phone's digits only (no +1), an email trimmed and lower-cased.
 */
export function codeDestination(method: "Mobile" | "Email", to: { phone?: string; email?: string }): string {
  return method === "Mobile"
    ? `tel:${normalizePhone(to.phone ?? "").replace(/\D/g, "")}`
    : `email:${(to.email ?? "").trim().toLowerCase()}`;
}
