const PHONE_SEPARATORS = /[\s.\-()]/g;

export function normalizePhone(input: string): string {
  let digits = input.trim().replace(PHONE_SEPARATORS, "");
  if (digits.startsWith("+1")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits;
}

export function isValidPhone(digits: string): boolean {
  if (!/^[2-9]\d{9}$/.test(digits)) return false;
  return !/^(\d)\1{9}$/.test(digits);
}

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

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

// One spelling per phone or mailbox, so sends and guesses are counted for the person whatever the lead.
export function codeDestination(method: "Mobile" | "Email", to: { phone?: string; email?: string }): string {
  return method === "Mobile"
    ? `tel:${normalizePhone(to.phone ?? "").replace(/\D/g, "")}`
    : `email:${(to.email ?? "").trim().toLowerCase()}`;
}
