/**
 * Removes personal data from anything about to be logged: values under sensitive keys at any depth,
 * and PII-shaped text (SSNs, card numbers, emails, phone numbers, 6-digit codes) inside strings.
 */
const SENSITIVE_KEY =
  /ssn|social|dob|dateofbirth|birth|card|cvv|cvc|securitycode|expir|otp|code|pin|password|secret|token|cookie|authorization|email|phone|mobile|last4|address|zip|income|housing|firstname|lastname|name/i;

const TEXT_PATTERNS: Array<[RegExp, string]> = [
  [/[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g, "[email]"],
  [/\b(?:\d[ -]?){13,19}\b/g, "[number]"],
  [/\b\d{3}[- ]?\d{2}[- ]?\d{4}\b/g, "[number]"],
  [/\(?\b\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}\b/g, "[number]"],
  [/\b\d{3}[ -]?\d{3}\b/g, "[number]"],
  [/\b\d{4}\b/g, "[number]"],
];

export const REDACTED = "[redacted]";

/** Keys whose values are known to be safe even though the key name looks sensitive. */
const SAFE_KEYS = new Set(["statusCode", "responseCode", "errorCode", "step_name", "card_selected", "user_id"]);

export function redactText(text: string): string {
  return TEXT_PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
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
