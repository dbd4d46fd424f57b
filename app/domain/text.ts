/** Removes the spaces and hyphens people type between groups of digits (SSN, card number). */
export function stripSeparators(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/**
 * An error summary line that names its field (issue 12 item 7): SPEC's message stays as it is inline,
 * and the summary reads 'Proof of address: Please select a document type.' A message that already
 * starts with its field's name ('Monthly Housing Payment must be …') is not prefixed again.
 */
export function summaryMessage(fieldLabel: string | undefined, message: string): string {
  if (!fieldLabel) return message;
  if (message.toLowerCase().startsWith(fieldLabel.toLowerCase())) return message;
  return `${fieldLabel}: ${message}`;
}
