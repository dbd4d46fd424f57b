import { MSG_KEY } from "~/domain/messages";

/** The address the schema tests fill their forms with (line 2 left to each form). */
export const SPRINGFIELD = { addressLine1: "12 Main St", city: "Springfield", state: "IL", zipCode: "62701" };

/** What a form holding an address reports for it when it is posted empty. */
export const EMPTY_ADDRESS_MESSAGES = {
  addressLine1: MSG_KEY.streetRequired,
  city: MSG_KEY.cityRequired,
  state: MSG_KEY.stateRequired,
  zipCode: MSG_KEY.zipRequired,
};

/** `[change, field, message]` rows every address (home or billing) refuses alike. */
export const ADDRESS_REFUSALS = [
  [{ addressLine1: "" }, "addressLine1", MSG_KEY.streetRequired],
  [{ city: "" }, "city", MSG_KEY.cityRequired],
  [{ city: "x".repeat(19) }, "city", MSG_KEY.totalTooLong],
  [{ state: "" }, "state", MSG_KEY.stateRequired],
  [{ zipCode: "" }, "zipCode", MSG_KEY.zipRequired],
] as const;
