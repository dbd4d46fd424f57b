export function stripSeparators(input: string): string {
  return input.replace(/[\s-]/g, "");
}

// SPEC's message stays as it is inline; the summary names the field unless the message already starts with it.
export function summaryMessage(fieldLabel: string | undefined, message: string): string {
  if (!fieldLabel) return message;
  if (message.toLowerCase().startsWith(fieldLabel.toLowerCase())) return message;
  return `${fieldLabel}: ${message}`;
}
