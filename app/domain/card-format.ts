import { stripSeparators } from "./text";

/**
 * '4111 1111 1111 1111': groups of four as typed on the screen. A module of its own: the browser
 * formats the number as it is typed, and must not load the server's card checks (ADRs 0141, 0019).
 */
export function formatCardNumber(input: string): string {
  return stripSeparators(input)
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}
