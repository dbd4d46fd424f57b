// SPEC §2.2 step 5; texts SPEC does not give: ADR 0030.
export const identity = {
  metaTitle: "Verify your identity – Step 5 of 9",
  title: "Verify your identity",
  lead: "Federal law requires us to verify the identity of everyone who opens an account.",
  dateOfBirth: "Date of birth",
  dateOfBirthHint: "You must be at least 18 years old to apply.",
  ssn: "Social Security number (SSN) or ITIN",
  ssnConfirm: "Confirm SSN or ITIN",
  homeAddress: "Home address",
  addressHintSuggest:
    "Start typing and choose your address from the list, or type it in full. No PO Boxes; {{max}} characters at most.",
  addressHint: "No PO Boxes; {{max}} characters at most.",
  helpSsn:
    "We ask for your Social Security number (SSN) or Individual Taxpayer Identification Number (ITIN) and date of birth to confirm who you are. We keep them encrypted and only ever show the last 4 digits.",
  helpAddress:
    "Your home address must be a street address where you live. You can have your card mailed to a PO Box on the next screens.",
  // SSN fields are never re-filled.
  ssnCleared: "For your security, we cleared your SSN or ITIN. Please enter it again in both fields.",
  // With an SSN on file the fields may stay empty: the notice must not say they must be filled.
  ssnClearedOnFile:
    "For your security, we cleared the SSN or ITIN you typed. To change it, enter it again in both fields.",
  // SPEC §5: no copy or paste.
  copyPasteOff: "For your security, copy and paste are turned off in this field.",
  ssnOnFile: "We have the SSN or ITIN ending in {{last4}}. Leave both fields empty to keep it.",
  ssnHint: "9 digits, in the form ###-##-####.",
  ssnConfirmHint: "Enter the same 9 digits again.",
};
