import { REFUSALS } from "~/domain/refusals";
import { serverTranslate } from "./catalogues.server";
import type { Locale } from "./locales";

const KEY_OF_REFUSAL: ReadonlyMap<string, string> = new Map([
  [REFUSALS.unreadable, "errors.refusedUnreadable"],
  [REFUSALS.unexpected, "errors.refusedUnexpected"],
  [REFUSALS.expired, "errors.refusedExpired"],
  [REFUSALS.refused, "errors.refusedRefused"],
  [REFUSALS.tooLarge, "errors.refusedTooLarge"],
  [REFUSALS.tooManyGuesses, "errors.refusedTooManyGuesses"],
  [REFUSALS.noFormHere, "errors.refusedNoFormHere"],
]);

// The root error page shows the refused post's body as it came (no table of texts in the browser).
export function refusalText(message: string, locale: Locale): string {
  const key = KEY_OF_REFUSAL.get(message);
  return key ? serverTranslate(locale)(key) : message;
}
