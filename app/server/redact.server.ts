/** Removes personal data before logging: sensitive keys at any depth, and PII-shaped text around whole ids. */
const SENSITIVE_KEY =
  /ssn|social|dob|dateofbirth|birth|card|cvv|cvc|securitycode|expir|otp|code|pin|password|secret|token|cookie|authorization|email|phone|mobile|last4|address|zip|income|housing|firstname|lastname|name/i;

const EMAIL = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;

/** Kept whole for correlation; digits alone are no id (they may be an SSN, card or phone). */
const ID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;

const NUMBER_PATTERNS: Array<[RegExp, string]> = [
  // Dates of birth: 01/02/1990, 1-2-90, 1990-01-02.
  [/\b(?:0?[1-9]|1[0-2])([/-])(?:0?[1-9]|[12]\d|3[01])\1(?:19|20)?\d{2}\b/g, "[date]"],
  [/\b(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b/g, "[date]"],
  [/\b(?:\d[ -]?){13,19}\b/g, "[number]"],
  [/\b\d{3}[- ]?\d{2}[- ]?\d{4}\b/g, "[number]"],
  [/\(?\b\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}\b/g, "[number]"],
  [/\b\d{3}[ -]?\d{3}\b/g, "[number]"],
  [/\b\d{4}\b/g, "[number]"],
];

const redactNumbers = (text: string) =>
  NUMBER_PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

export const REDACTED = "[redacted]";

const SAFE_KEYS = new Set(["statusCode", "responseCode", "errorCode", "step_name", "card_selected", "user_id"]);

export function redactText(text: string): string {
  const withoutEmails = text.replace(EMAIL, "[email]");
  let out = "";
  let from = 0;
  for (const id of withoutEmails.matchAll(ID)) {
    out += redactNumbers(withoutEmails.slice(from, id.index)) + id[0];
    from = id.index + id[0].length;
  }
  return out + redactNumbers(withoutEmails.slice(from));
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value instanceof Error) {
    return { type: value.name, message: redactText(value.message) };
  }
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      out[key] = !SAFE_KEYS.has(key) && SENSITIVE_KEY.test(key) ? REDACTED : redact(v, depth + 1);
    }
    return out;
  }
  return value;
}
