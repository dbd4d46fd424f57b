import { CITY_MAX, ZIP_MAX_LENGTH } from "./constants";
import { sanitizeAddressInput, sanitizeZipInput } from "./input-filters";
import { isUsStateCode } from "./us-states";

/** OURS: fewer characters than this are not searched (a house number alone finds nothing useful). */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
/** OURS: longer searches are cut (no street line is longer). */
export const ADDRESS_SEARCH_MAX_LENGTH = 100;
/** OURS: at most this many suggestions are listed. */
export const ADDRESS_SUGGESTIONS_MAX = 8;

export interface AddressSuggestionView {
  street_line: string;
  city: string;
  state: string;
  zipcode: string;
}

export function addressSearchText(input: string): string | null {
  const text = input.replace(/\s+/g, " ").trim().slice(0, ADDRESS_SEARCH_MAX_LENGTH);
  return text.length >= ADDRESS_SEARCH_MIN_LENGTH ? text : null;
}

export function toSuggestionViews(
  list: ReadonlyArray<{ street_line: string; city: string; state: string; zipcode: string }>,
): AddressSuggestionView[] {
  return list
    .filter((s) => s.street_line.trim() !== "" && isUsStateCode(s.state.trim().toUpperCase()))
    .slice(0, ADDRESS_SUGGESTIONS_MAX)
    .map((s) => ({
      street_line: s.street_line.trim(),
      city: s.city.trim(),
      state: s.state.trim().toUpperCase(),
      zipcode: s.zipcode.trim(),
    }));
}

export function suggestionLabel(s: AddressSuggestionView): string {
  return `${s.street_line}, ${s.city}, ${s.state} ${s.zipcode}`;
}

export function suggestionFill(s: AddressSuggestionView, line1Max: number) {
  return {
    addressLine1: sanitizeAddressInput(s.street_line, line1Max).trim(),
    city: sanitizeAddressInput(s.city, CITY_MAX).trim(),
    // toSuggestionViews sent only US codes; the state select ignores any code it does not list.
    state: /^[A-Z]{2}$/.test(s.state) ? s.state : "",
    zipCode: sanitizeZipInput(s.zipcode).slice(0, ZIP_MAX_LENGTH),
  };
}
