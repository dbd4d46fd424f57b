import type { Catalogue } from "../catalogue";
import { states as english } from "../en/states";

// Only the names US Spanish writes its own way ('Nueva Jersey'); the select still posts the code.
export const states: Catalogue["states"] = {
  ...english,
  DC: "Distrito de Columbia",
  HI: "Hawái",
  LA: "Luisiana",
  MS: "Misisipi",
  MO: "Misuri",
  NJ: "Nueva Jersey",
  NM: "Nuevo México",
  NY: "Nueva York",
  NC: "Carolina del Norte",
  ND: "Dakota del Norte",
  PA: "Pensilvania",
  SC: "Carolina del Sur",
  SD: "Dakota del Sur",
  WV: "Virginia Occidental",
  AS: "Samoa Estadounidense",
  MP: "Islas Marianas del Norte",
  VI: "Islas Vírgenes de EE. UU.",
};
