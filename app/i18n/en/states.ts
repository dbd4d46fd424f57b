import { US_STATES, type UsStateCode } from "~/domain/us-states";

/** The state select's names by code (English): the domain's list. Only the label changes with the language. */
export const states = Object.fromEntries(US_STATES.map((s) => [s.code, s.name])) as Record<UsStateCode, string>;
