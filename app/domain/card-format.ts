import { stripSeparators } from "./text";

// Its own module: the browser must not load the server's card checks (ADRs 0141, 0019).
export function formatCardNumber(input: string): string {
  return stripSeparators(input)
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}
