import { US_STATES, type UsStateCode } from "~/domain/us-states";

export const states = Object.fromEntries(US_STATES.map((s) => [s.code, s.name])) as Record<UsStateCode, string>;
