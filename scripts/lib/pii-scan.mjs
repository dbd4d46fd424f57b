// Finds personal data in log text: the test personas' own values (names, addresses…) and the
// shapes of PII (emails, SSNs, card numbers that pass Luhn, dates of birth, phone numbers).
// Used on the e2e servers' logs and audit streams (scripts/scan-e2e-logs.mjs).

const SHAPES = [
  ["email", /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g],
  ["ssn", /\b\d{3}-\d{2}-\d{4}\b|\b\d{9}\b/g],
  ["date of birth", /\b(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}\b/g],
  ["phone", /\(\d{3}\) ?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b|\b\d{10}\b/g],
];
const CARD = /\b(?:\d[ -]?){13,19}\b/g;
// Random ids (an analytics event's UUID) are no one's data, but their digit runs can pass Luhn.
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A log line as text to scan: JSON lines lose their timestamp (13 digits that may pass Luhn). */
function scannable(line) {
  if (!line.startsWith("{")) return line.replace(UUID, "<uuid>");
  try {
    const { time: _time, ...rest } = JSON.parse(line);
    return JSON.stringify(rest).replace(UUID, "<uuid>");
  } catch {
    return line.replace(UUID, "<uuid>");
  }
}

/**
 * @param {string} text  log lines
 * @param {string[]} known  values that must never appear (case-insensitive, whole words)
 * @returns {Array<{ line: number, kind: string, match: string }>}
 */
export function findPii(text, known = []) {
  const words = known
    .filter((value) => value.length >= 3)
    .map((value) => [value, new RegExp(`\\b${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i")]);
  const findings = [];
  text.split("\n").forEach((raw, index) => {
    const line = scannable(raw);
    for (const [kind, pattern] of SHAPES)
      for (const match of line.matchAll(pattern)) findings.push({ line: index + 1, kind, match: match[0] });
    for (const match of line.matchAll(CARD)) {
      const digits = match[0].replace(/\D/g, "");
      if (digits.length >= 13 && luhn(digits)) findings.push({ line: index + 1, kind: "card number", match: match[0] });
    }
    for (const [value, pattern] of words)
      if (pattern.test(line)) findings.push({ line: index + 1, kind: "persona value", match: value });
  });
  return findings;
}
