export const IDENTITY_FORM_ID = "identity";

export function identityFieldHref(
  identityPath: string,
  name: "firstName" | "birthMonth" | "ssn" | "addressLine1",
): string {
  return `${identityPath}#${IDENTITY_FORM_ID}-${name}`;
}
