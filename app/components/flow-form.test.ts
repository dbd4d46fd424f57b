import { describe, expect, it } from "vitest";
import { getInputProps, getSelectProps, type FieldMetadata } from "./flow-form";

function meta(overrides: Partial<FieldMetadata> = {}): FieldMetadata {
  return {
    id: "f-zip",
    name: "zip",
    formId: "f",
    errorId: "f-zip-error",
    descriptionId: "f-zip-description",
    initialValue: undefined,
    value: undefined,
    errors: undefined,
    key: undefined,
    ...overrides,
  };
}

describe("the field props helpers", () => {
  it("give only the attributes that have a value, in a plain object of their own", () => {
    const field = meta({ required: true, pattern: "^\\d{5}$", initialValue: "12345" });
    const props = getInputProps(field, { type: "text" });
    expect(props).toEqual({
      required: true,
      id: "f-zip",
      name: "zip",
      form: "f",
      type: "text",
      pattern: "^\\d{5}$",
      defaultValue: "12345",
    });
    expect(Object.values(props)).not.toContain(undefined);
    expect(Object.getPrototypeOf(props)).toBe(Object.prototype);
  });

  it("name the error and the description for a field in error; check a box that was ticked", () => {
    const field = meta({ errors: ["Enter a ZIP code"], initialValue: "on" });
    expect(getInputProps(field, { type: "checkbox", ariaDescribedBy: "hint" })).toEqual({
      id: "f-zip",
      name: "zip",
      form: "f",
      "aria-invalid": true,
      "aria-describedby": "f-zip-error hint",
      type: "checkbox",
      value: "on",
      defaultChecked: true,
    });
  });

  it("select props carry the initial value as text, and nothing undefined", () => {
    expect(getSelectProps(meta({ initialValue: 7 }))).toEqual({
      id: "f-zip",
      name: "zip",
      form: "f",
      defaultValue: "7",
    });
    expect(Object.values(getSelectProps(meta()))).not.toContain(undefined);
  });
});
