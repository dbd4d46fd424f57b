// @vitest-environment jsdom
import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldMeta } from "../../test/field-metadata";
import type { FieldMetadata } from "./flow-form";

const root = vi.hoisted(() => ({ matches: [] as Array<{ data: unknown }> }));
vi.mock("@remix-run/react", () => ({ useMatches: () => root.matches }));

const { CheckboxField, SelectField, TextField } = await import("./fields");
const { textsFor } = await import("~/i18n/catalogues.server");
root.matches = [{ data: { texts: textsFor("en", "form", "errors") } }];

/** The schema's constraint says required and a pattern: the controls never carry them. */
const meta = (name: string, overrides: Partial<FieldMetadata> = {}) =>
  fieldMeta(name, { required: true, pattern: "^\\d{5}$", maxLength: 5, ...overrides });

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

/** The control's attributes in the server's HTML and again after React has hydrated it. */
async function attributesOf(element: ReactElement, selector: string) {
  container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const read = () => {
    const control = container?.querySelector(selector);
    if (!control) throw new Error(`no ${selector}`);
    return Object.fromEntries([...control.attributes].map((a) => [a.name, a.value]));
  };
  const server = read();
  const errors = vi.spyOn(console, "error");
  await act(async () => {
    hydrateRoot(container as HTMLElement, element);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { server, hydrated: read() };
}

describe("field controls", () => {
  it("a text field: its names and limits, never required or a pattern; no value attribute when empty", async () => {
    const { server, hydrated } = await attributesOf(
      <TextField meta={meta("zip")} label="ZIP code" autoComplete="postal-code" />,
      "input",
    );
    for (const attributes of [server, hydrated]) {
      expect(attributes).toEqual({
        id: "f-zip",
        name: "zip",
        form: "f",
        type: "text",
        maxlength: "5",
        class: "field__input",
        autocomplete: "postal-code",
      });
    }
  });

  it("a text field in error keeps the answer and names its hint, then its error", async () => {
    const field = meta("zip", { errors: ["Enter a ZIP code"], initialValue: "1234" });
    const { server, hydrated } = await attributesOf(
      <TextField meta={field} label="ZIP code" hint="5 digits" autoComplete="postal-code" />,
      "input",
    );
    for (const attributes of [server, hydrated]) {
      expect(attributes).toMatchObject({
        "aria-invalid": "true",
        "aria-describedby": "f-zip-hint f-zip-error",
        value: "1234",
      });
      expect(attributes).not.toHaveProperty("required");
      expect(attributes).not.toHaveProperty("pattern");
    }
  });

  it("a checkbox that was ticked is checked, with the browser's value", async () => {
    const field = meta("consent", { initialValue: "on", maxLength: undefined, pattern: undefined });
    const element = <CheckboxField meta={field} label="I agree" />;
    const { server, hydrated } = await attributesOf(element, "input");
    expect(server).toEqual({
      id: "f-consent",
      name: "consent",
      form: "f",
      type: "checkbox",
      value: "on",
      checked: "",
      class: "checkbox__input",
    });
    expect(hydrated).toMatchObject({ value: "on" });
    expect((container?.querySelector("input") as HTMLInputElement).checked).toBe(true);
  });

  it("a select in error: the chosen option, invalid and described, not required", async () => {
    const field = meta("state", {
      errors: ["Select a state"],
      initialValue: "NY",
      maxLength: undefined,
      pattern: undefined,
    });
    const options = [
      { value: "NY", label: "New York" },
      { value: "TX", label: "Texas" },
    ];
    const element = (
      <SelectField meta={field} label="State" autoComplete="address-level1" placeholder="Select" options={options} />
    );
    const { server, hydrated } = await attributesOf(element, "select");
    for (const attributes of [server, hydrated]) {
      expect(attributes).toMatchObject({
        id: "f-state",
        name: "state",
        "aria-invalid": "true",
        "aria-describedby": "f-state-error",
      });
      expect(attributes).not.toHaveProperty("required");
    }
    expect((container?.querySelector("select") as HTMLSelectElement).value).toBe("NY");
  });
});
