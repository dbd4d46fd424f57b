import { REFUSALS } from "~/domain/refusals";
import { serverTranslate } from "./catalogues.server";
import type { Locale } from "./locales";

/** Each refusal's English text (the domain's) → its catalogue key. */
const KEY_OF_REFUSAL: ReadonlyMap<string, string> = new Map([
  [REFUSALS.unreadable, "errors.refusedUnreadable"],
  [REFUSALS.unexpected, "errors.refusedUnexpected"],
  [REFUSALS.expired, "errors.refusedExpired"],
  [REFUSALS.refused, "errors.refusedRefused"],
  [REFUSALS.tooLarge, "errors.refusedTooLarge"],
  [REFUSALS.tooManyGuesses, "errors.refusedTooManyGuesses"],
  [REFUSALS.noFormHere, "errors.refusedNoFormHere"],
]);

/**
 * A refusal's text in the request's language: the body of the refused post, which the root error page
 * shows as it came (no table of texts in the browser). A text that is none of ours stays.
 */
export function refusalText(message: string, locale: Locale): string {
  const key = KEY_OF_REFUSAL.get(message);
  return key ? serverTranslate(locale)(key) : message;
}
