import type { FieldMetadata } from "~/components/flow-form";

/** A field's metadata as useFlowForm gives it: form 'f', ids from the name, nothing typed, no errors. */
export function fieldMeta(name: string, overrides: Partial<FieldMetadata> = {}): FieldMetadata {
  const id = `f-${name}`;
  return {
    id,
    name,
    formId: "f",
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue: undefined,
    value: undefined,
    errors: undefined,
    ...overrides,
  };
}
