// SPEC §2.2 step 6; texts SPEC does not give: ADR 0030.
export const identityConfirm = {
  metaTitle: "Confirm your details – Step 6 of 9",
  title: "Confirm your details",
  lead: "Check that these details are right. They must match your records to verify your identity.",
  name: "Name",
  dateOfBirth: "Date of birth",
  ssn: "SSN or ITIN",
  homeAddress: "Home address",
  /** OURS (ADR 0003): shown under the name when the card prints it otherwise (José → Jose). */
  cardName: "On your card: {{name}}",
  ssnEnding: "ending in {{digits}}",
  editName: "Edit<hidden> name</hidden>",
  editDateOfBirth: "Edit<hidden> date of birth</hidden>",
  editSsn: "Edit<hidden> SSN or ITIN</hidden>",
  editHomeAddress: "Edit<hidden> home address</hidden>",
  confirm: "Confirm",
  /** OURS: said once after the Launch downsell's 'Accept offer' (SPEC §4.4 comes here). */
  offerAccepted:
    "Offer accepted: your {{card}} has a {{creditLine}} credit line, secured by a refundable security deposit of {{deposit}}. Confirm your details to continue.",
};
