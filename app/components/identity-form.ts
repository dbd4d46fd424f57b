/** Conform's form id on the identity step: its field ids are `identity-<name>`. */
export const IDENTITY_FORM_ID = "identity";

/** The identity step's field as a link target, e.g. '/identity-verification#identity-ssn'. */
export function identityFieldHref(
  identityPath: string,
  name: "firstName" | "birthMonth" | "ssn" | "addressLine1",
): string {
  return `${identityPath}#${IDENTITY_FORM_ID}-${name}`;
}
