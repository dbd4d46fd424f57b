import type { FieldMetadata } from "~/components/flow-form";
import { CARDHOLDER_NAME_MAX_LENGTH, NAME_COMBINED_MAX, NAME_MAX_LENGTH } from "~/domain/constants";
import { stripNameAsTyped, TextField } from "./fields";

type Meta = FieldMetadata<string | undefined>;

/**
 * First and last name (SPEC §5: letters, spaces, periods and hyphens, removed as typed). The
 * applicant's own name says the combined limit; a debit card's holder name (`cardholder`) does not.
 */
export function NameFields({ first, last, cardholder = false }: { first: Meta; last: Meta; cardholder?: boolean }) {
  const common = {
    maxLength: cardholder ? CARDHOLDER_NAME_MAX_LENGTH : NAME_MAX_LENGTH,
    width: "medium",
    onInput: stripNameAsTyped,
  } as const;
  return (
    <>
      <TextField
        meta={first}
        label={cardholder ? "Cardholder first name" : "First name"}
        autoComplete={cardholder ? "cc-given-name" : "given-name"}
        {...common}
      />
      <TextField
        meta={last}
        label={cardholder ? "Cardholder last name" : "Last name"}
        hint={
          cardholder
            ? undefined
            : `Letters, spaces, periods and hyphens. First and last name together: ${NAME_COMBINED_MAX} characters at most.`
        }
        autoComplete={cardholder ? "cc-family-name" : "family-name"}
        {...common}
      />
    </>
  );
}

/** The email address field: email keyboard, no spelling check or capitals. */
export function EmailField({ meta }: { meta: Meta }) {
  return (
    <TextField
      meta={meta}
      label="Email address"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}
