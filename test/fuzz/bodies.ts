/**
 * Hostile request bodies for the fuzz suite (test/fuzz.test.ts, scripts/fuzz.mjs): wrong types,
 * huge and unicode values, indexed and repeated names, missing fields, odd content types and
 * encodings, multipart oddities, oversized and chunked bodies — every byte chosen by fast-check.
 */
import fc from "fast-check";

/** Every form action, with spellings that resolve to it, and the upload route. */
export const FORM_PATHS = [
  "/basic-info",
  "/basic-info/",
  "/BASIC-INFO",
  "/basic-info.data",
  "/otp-check",
  "/otp-check//",
  "/otp-check.data",
  "/debt-to-income",
  "/credit-line",
  "/credit-line-custom",
  "/credit-line-switch",
  "/credit-line-fund-later",
  "/credit-line-confirm",
  "/identity-verification",
  "/identity-confirm",
  "/mailing-address",
  "/mailing-address/edit",
  "/funding-source",
  "/funding-payment",
  "/submit-application",
  "/launch-downsell",
  "/check-application-status",
  "/check-application-status/",
  "/check-my-application-status",
  "/invalid-email",
  "/document-selection",
  "/document-upload",
  "/withdrawal",
  "/keep-alive",
  "/app-approved-waiting-for-funds",
  "/terms-and-conditions",
  "/nowhere",
] as const;

export interface FuzzBody {
  path: string;
  headers: Record<string, string>;
  body: Uint8Array | string;
  /** Sent with Transfer-Encoding: chunked (a stream) instead of a declared length: one in ten (refused, 411). */
  chunked: boolean;
  /** Whether the visitor's real CSRF token is added (so the body reaches the form's schema). */
  withToken: boolean;
}

const KNOWN_NAMES = [
  "firstName",
  "lastName",
  "emailAddress",
  "primaryPhone",
  "otpMethod",
  "phoneConsent",
  "otpCode",
  "intent",
  "annualIncome",
  "monthlyHousingPayment",
  "amount",
  "ssn",
  "ssnConfirm",
  "birthMonth",
  "birthDay",
  "birthYear",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "fundingType",
  "cardNumber",
  "cardExpiration",
  "cardSecurityCode",
  "fundToday",
  "paymentId",
  "eSignConsent",
  "termsConsent",
  "last4SSN",
  "applicationId",
  "withdrawReason",
  "returnTo",
  "addressFile",
  "addressDocumentType",
  "website",
  "mailToType",
];

const name = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...KNOWN_NAMES, "a"), fc.nat({ max: 2_000_000_000 }))
      .map(([n, i]) => `${n}[${i}]`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_NAMES).map((n) => `${n}[]`) },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_NAMES).map((n) => `${n}.x.y`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: "grapheme" }) },
  { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "__intent__", "csrf", "") },
);

const value = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 300, unit: "grapheme" }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "on",
      "true",
      "1",
      "-1",
      "1e309",
      "NaN",
      "0x10",
      "00000000",
      "4111111111111111",
      "123-45-6789",
      "12/99",
      "null",
      "[object Object]",
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((n) => "9".repeat(n)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: "binary" }) },
);

const fields = fc.array(fc.tuple(name, value), { maxLength: 40 });

const contentType = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "application/x-www-form-urlencoded; charset=nonsense",
  "multipart/form-data; boundary=fuzzboundary",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "text/plain",
  "application/json",
  "application/xml",
  "",
);

function urlencoded(pairs: Array<[string, string]>): string {
  return pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join("&");
}

function multipart(
  pairs: Array<[string, string]>,
  files: Array<[string, string, Uint8Array]>,
  broken: boolean,
): Uint8Array {
  const parts: Buffer[] = [];
  for (const [n, v] of pairs) {
    parts.push(
      Buffer.from(`--fuzzboundary\r\nContent-Disposition: form-data; name="${n.replace(/"/g, "")}"\r\n\r\n${v}\r\n`),
    );
  }
  for (const [n, filename, bytes] of files) {
    parts.push(
      Buffer.from(
        `--fuzzboundary\r\nContent-Disposition: form-data; name="${n}"; filename="${filename.replace(/"/g, "")}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from("\r\n"),
    );
  }
  if (!broken) parts.push(Buffer.from("--fuzzboundary--\r\n"));
  return new Uint8Array(Buffer.concat(parts));
}

const file = fc.tuple(
  fc.constantFrom("addressFile", "incomeFile", "ssnFile", "unknownFile"),
  fc.oneof(fc.constantFrom("../../etc/passwd.pdf", "a.pdf", "", "x".repeat(500)), fc.string({ maxLength: 60 })),
  fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }),
    fc.constant(new Uint8Array(Buffer.from("%PDF-1.7\n%fuzz\n"))),
    fc.constant(new Uint8Array(Buffer.from("GIF89a\u0001\u0000\u0001\u0000"))),
  ),
);

/** One hostile body; `tokenFor(path)` says whether the real token is added. */
export const fuzzBody: fc.Arbitrary<FuzzBody> = fc
  .record({
    path: fc.constantFrom(...FORM_PATHS),
    contentType,
    fields,
    files: fc.array(file, { maxLength: 3 }),
    brokenMultipart: fc.boolean(),
    chunked: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    withToken: fc.boolean(),
    // One body in 8 is raw bytes whatever the content type; one in 30 is over the 64 KB form limit.
    raw: fc.oneof(
      { weight: 7, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 4_000 }) },
    ),
    oversize: fc.oneof(
      { weight: 29, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.integer({ min: 65 * 1024, max: 400 * 1024 }) },
    ),
  })
  .map((r): FuzzBody => {
    const headers: Record<string, string> = r.contentType ? { "content-type": r.contentType } : {};
    let body: Uint8Array | string;
    if (r.raw) body = r.raw;
    else if (r.contentType.startsWith("multipart")) body = multipart(r.fields, r.files, r.brokenMultipart);
    else body = urlencoded(r.fields);
    if (r.oversize) body = `${typeof body === "string" ? body : ""}&pad=${"p".repeat(r.oversize)}`;
    return { path: r.path, headers, body, chunked: r.chunked, withToken: r.withToken };
  });
