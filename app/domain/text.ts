/** Removes the spaces and hyphens people type between groups of digits (SSN, card number). */
export function stripSeparators(input: string): string {
  return input.replace(/[\s-]/g, "");
}
