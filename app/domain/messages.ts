const SSN_OR_ITIN_REQUIRED = "SSN or ITIN is required";

// SPEC §5: whole dollars as typed, cents when present.
function dollars(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

export const MSG_TEMPLATES = {
  amountAbove: "Amount must be above ${{amount}}",
  amountBelow: "Amount must be below ${{amount}}",
  partialAmountAtLeast: "Amount must be at least ${{amount}}",
  partialAmountAtMost: "Amount must be at most ${{amount}}",
} as const;
type AmountKey = keyof typeof MSG_TEMPLATES;

const AMOUNT_TEXT: Record<AmountKey, (n: number) => string> = {
  amountAbove: (n) => n.toFixed(2),
  amountBelow: (n) => n.toFixed(2),
  partialAmountAtLeast: dollars,
  partialAmountAtMost: dollars,
};

function withAmount(key: AmountKey, n: number): string {
  return MSG_TEMPLATES[key].replace("{{amount}}", AMOUNT_TEXT[key](n));
}

// SPEC §5's field messages, quoted exactly; OURS marks a text SPEC does not give (ADR 0003).
export const MSG = {
  firstNameRequired: "First Name is required.",
  lastNameRequired: "Last Name is required.",
  /** SPEC's 'should only contain alphabetical characters', said as the rule reads (OURS, ADR 0003): spaces, periods and hyphens are allowed, accents too. */
  firstNameAlpha: "First Name should only contain letters (A-Z, with or without accents), spaces, periods and hyphens.",
  lastNameAlpha: "Last Name should only contain letters (A-Z, with or without accents), spaces, periods and hyphens.",
  /** OURS (ADR 0003): '-' or '.' alone is no name. */
  firstNameNoLetter: "First Name must contain at least one letter.",
  lastNameNoLetter: "Last Name must contain at least one letter.",
  namesCombinedTooLong: "First Name and Last Name combined exceeds maximum characters.",
  cardholderFirstNameRequired: "First Name is required",
  cardholderLastNameRequired: "Last Name is required.",

  emailInvalid: "Invalid Email Address!",
  emailRequired: "Email Address is required.",
  /** SPEC §8 (the mock's message): the bank still cannot use the re-entered email (InvalidEmail again). */
  emailNotValid: "Email is not valid",

  phoneInvalid: "Invalid Phone Number!",
  phoneRequired: "Phone is required.",

  otpMethodRequired: "Verification method is required.",
  /** OURS: SPEC says consent must be checked when verifying by mobile but gives no text. */
  phoneConsentRequired: "To verify by text message, agree to receive text messages at this number.",

  last4Required: SSN_OR_ITIN_REQUIRED,

  housingPaymentTooHigh: "Monthly Housing Payment must be less than $1,000,000",
  incomeAboveZero: "Must be greater than $0.00",

  numericRequired: "You must specify a numeric value",
  amountAbove: (n: number) => withAmount("amountAbove", n),
  amountBelow: (n: number) => withAmount("amountBelow", n),
  /** OURS (ADR 0011): a credit line is whole dollars; SPEC gives no text for cents. */
  creditLineWholeDollars: "Enter a whole dollar amount, without cents (for example 250).",

  ssnConfirmMismatch: "Confirm SSN must match SSN",
  zipInvalid: "Must be a U.S. Zip Code",

  partialAmountRequired: "Credit line amount is required",
  partialAmountAtLeast: (n: number) => withAmount("partialAmountAtLeast", n),
  partialAmountAtMost: (n: number) => withAmount("partialAmountAtMost", n),
  cardNumberRequired: "Card number is required",
  cardNumberInvalid: "Card number is invalid",
  cardBrandNotAccepted: "Debit Card must be Visa or MasterCard",
  expirationRequired: "Expiration date is required",
  expirationInvalid: "Expiration is invalid",
  cvvRequired: "Security code is required",
  cvvInvalid: "CVV code is invalid",
  streetRequired: "Please enter a street address",
  totalTooLong: "Total Exceeds Maximum Characters",
  cityRequired: "City is required",
  stateRequired: "State is required",
  zipRequired: "Zip Code is required",

  eSignRequired: "Please agree to E-Sign Consent",

  fileTooBig: "File is too big!",
  fileWrongType: "Wrong file type",

  /** SPEC §8: invalid OTP. */
  otpInvalid: "The code you entered was invalid, please try again!",
  /** OURS: SPEC gives no text for an empty code box. */
  otpRequired: "Enter the 6-digit code we sent you.",
  /** OURS: SPEC says 'code expired' and offers resend. */
  otpExpired: "Your code has expired. Request a new code below.",
  /** OURS: confirmation after a resend. */
  otpResent: "We sent you a new code.",
  /** OURS: the codes one phone or email may be sent are spent for now (app/domain/code-limits.ts). */
  codeSendsSpent:
    "For your security, we cannot send more codes to this phone number or email address right now. Please try again later.",
  /** OURS (issue 12, WCAG 3.2.2): the hint says before the boxes when the code is sent by itself. */
  otpHintAuto:
    "6 digits. We check the code as soon as you enter the sixth digit. If you change it after that, press Verify.",
  /** OURS: after a refused code nothing is sent by itself. */
  otpHintManual: "6 digits. Press Verify when you have entered the code.",
  /** OURS: without JavaScript there is one field and no automatic sending. */
  otpHintPlain: "6 digits, for example 123456",

  ssnRequired: SSN_OR_ITIN_REQUIRED,
  /** OURS: SPEC says 9 digits but gives no text. */
  ssnLength: "SSN or ITIN must be 9 digits.",
  /** OURS: SPEC says the number passes an SSN-like pattern check but gives no text. */
  ssnInvalid: "Enter a valid SSN or ITIN.",

  /** OURS */
  housingPaymentRequired: "Monthly Housing Payment is required.",
  /** OURS */
  annualIncomeRequired: "Annual Income is required.",
  /** OURS: worded like SPEC's housing payment message. */
  annualIncomeTooHigh: "Annual Income must be less than $1,000,000",
  /** OURS: the non-blocking warning when income is below the income calculated from housing (SPEC §5). */
  incomeBelowCalculated:
    "Your annual income looks low for your monthly housing payment. Please check that it is your total yearly income before taxes.",

  /** OURS */
  dateOfBirthRequired: "Date of birth is required.",
  /** OURS: an impossible date such as 02/30. */
  dateOfBirthInvalid: "Enter a real date of birth.",
  /** OURS: SPEC says at least 18 years ago. */
  dateOfBirthTooYoung: "You must be at least 18 years old to apply.",

  /** OURS */
  homeAddressNoPoBox: "Home address cannot be a PO Box.",
  /** OURS: SPEC's address character rule. */
  addressCharacters: "Use only letters, numbers, spaces and . - / & in the address.",
  /** OURS: SPEC says the PO box mailing address must start with PO Box or RR. */
  mailingPoBoxRequired: "Mailing address must start with PO Box or RR.",
  /** OURS */
  mailToTypeRequired: "Choose where we should mail your card.",

  /** OURS: the preset credit line radio group with nothing chosen. */
  creditLineChoiceRequired: "Choose a credit line.",

  /** SPEC §8 card payment failure: shown with the cleared card form. */
  attemptsRemaining: "*1 attempt remaining",

  /** OURS: SPEC says the terms checkbox must be checked but gives no text. */
  termsRequired: "Please agree to the Terms and Conditions",

  /** OURS */
  withdrawReasonRequired: "Please select a reason for withdrawing.",
  /** OURS: a hidden field; only a tampered form misses it. */
  applicationIdRequired: "Application ID is required.",

  /** OURS: SPEC §8 says only that the button is re-enabled after a failed withdrawal. */
  withdrawFailed: "We could not withdraw your application. Please try again.",
  /** OURS: an application chosen from the status list that the bank no longer lists. */
  applicationNotFound: "We could not find that application. Please choose one from the list.",
  /** OURS: the confirmation after a document upload (SPEC §4.2 'being processed'). */
  documentsReceived: "Thank you. We received your documents and they are being processed.",
  /** OURS */
  documentTypeRequired: "Please select a document type.",
  /** OURS */
  fileRequired: "Please choose a file to upload.",

  /** OURS: the funding source radio group with nothing chosen. */
  fundingTypeRequired: "Choose when you want to fund your security deposit.",
  /** OURS: the card details were lost from memory (a restart) before the application was sent. */
  cardDetailsAgain:
    "For your security we do not keep card details for long. Please enter your debit card details again.",
} as const;

// The key, not the English text, finds the Spanish: rewording a text cannot lose its translation.
export type MessageKey = `validation.${string}`;
type KeyedMessages = {
  readonly [K in keyof typeof MSG]: (typeof MSG)[K] extends string ? MessageKey : (n: number) => MessageKey;
};

const AMOUNT_KEYS = new Set<string>(Object.keys(MSG_TEMPLATES));

export const MSG_KEY = Object.fromEntries(
  Object.keys(MSG).map((key) => [
    key,
    AMOUNT_KEYS.has(key) ? (n: number) => `validation.${key}|${AMOUNT_TEXT[key as AmountKey](n)}` : `validation.${key}`,
  ]),
) as KeyedMessages;

export function parseMessageKey(text: string): { key: string; amount?: string } | null {
  const match = /^validation\.([A-Za-z0-9]+)(?:\|([0-9.,]+))?$/.exec(text);
  if (!match?.[1]) return null;
  return match[2] === undefined ? { key: match[1] } : { key: match[1], amount: match[2] };
}
