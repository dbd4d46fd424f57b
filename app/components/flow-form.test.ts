import { describe, expect, it } from "vitest";
import { fieldMeta } from "../../test/field-metadata";
import { getInputProps, getSelectProps, type FieldMetadata } from "./flow-form";

const meta = (overrides: Partial<FieldMetadata> = {}) => fieldMeta("zip", overrides);

describe("the field props helpers", () => {
  it("give an input its names, its constraint attributes and its initial text", () => {
    const field = meta({ required: true, pattern: "^\\d{5}$", maxLength: 5, initialValue: "12345" });
    const props = getInputProps(field, "text");
    expect(props).toStrictEqual({
      id: "f-zip",
      name: "zip",
      form: "f",
      type: "text",
      minLength: undefined,
      maxLength: 5,
      min: undefined,
      max: undefined,
      step: undefined,
      multiple: undefined,
      defaultValue: "12345",
    });
  });

  it("give no value prop where there is no value: React's client would write an empty value attribute", () => {
    const props = getInputProps(meta({ initialValue: undefined }), "email");
    for (const name of ["value", "defaultValue", "defaultChecked"]) expect(props).not.toHaveProperty(name);
  });

  it("leave out what the screens decide: required, pattern, aria (the server's error summary says what is missing)", () => {
    const props = getInputProps(meta({ required: true, pattern: "^\\d{5}$", errors: ["Enter a ZIP code"] }), "text");
    for (const name of ["required", "pattern", "aria-invalid", "aria-describedby", "key"]) {
      expect(props).not.toHaveProperty(name);
    }
  });

  it("check a box that was ticked, and only then", () => {
    const ticked = getInputProps(meta({ initialValue: "on" }), "checkbox");
    expect(ticked).toMatchObject({ type: "checkbox", value: "on", defaultChecked: true });
    expect(ticked).not.toHaveProperty("defaultValue");
    expect(getInputProps(meta({ initialValue: undefined }), "checkbox")).toMatchObject({ defaultChecked: false });
    // An initial value that is not text is not put into a text input.
    expect(getInputProps(meta({ initialValue: 7 }), "text")).not.toHaveProperty("defaultValue");
  });

  it("select props carry the initial value as text", () => {
    expect(getSelectProps(meta({ initialValue: 7 }))).toStrictEqual({
      id: "f-zip",
      name: "zip",
      form: "f",
      multiple: undefined,
      defaultValue: "7",
    });
    expect(getSelectProps(meta({ initialValue: null }))).not.toHaveProperty("defaultValue");
  });
});
