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

type AddressMessages = Record<
  "streetRequired" | "cityRequired" | "totalTooLong" | "stateRequired" | "zipRequired",
  string
>;

/**
 * `[change, field, message]` rows every address (home, mailing or billing) refuses alike, with the
 * messages as the test reads them: MSG_KEY for a schema, MSG for a page.
 */
export function addressRefusals(msg: AddressMessages): Array<[Record<string, string>, string, string]> {
  return [
    [{ addressLine1: "" }, "addressLine1", msg.streetRequired],
    [{ city: "" }, "city", msg.cityRequired],
    [{ city: "x".repeat(19) }, "city", msg.totalTooLong],
    [{ state: "" }, "state", msg.stateRequired],
    [{ zipCode: "" }, "zipCode", msg.zipRequired],
  ];
}

export const ADDRESS_REFUSALS = addressRefusals(MSG_KEY);
