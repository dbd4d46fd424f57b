// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { serverHtml } from "../../test/server-html";

const root = vi.hoisted(() => ({ matches: [] as Array<{ data: unknown }> }));
vi.mock("@remix-run/react", () => ({ useMatches: () => root.matches, useLocation: () => ({ key: "default" }) }));

const { CheckboxField, TextField } = await import("./fields");
const { SelectField } = await import("./select-field");
const { useScreenForm } = await import("./screen-form");
const { textsFor } = await import("~/i18n/catalogues.server");
root.matches = [{ data: { texts: textsFor("en", "form", "errors") } }];

type Field = FieldMetadata<string | undefined>;

/**
 * A field of form 'f' as Conform's useForm gives it through useScreenForm: the schema's constraint
 * says required and a pattern (the controls never carry them), the server's answer its errors and
 * the answers it refills, the answers on file what else there is.
 */
function Form({
  name,
  constraint = { required: true, pattern: "^\\d{5}$", maxLength: 5 },
  errors,
  answer,
  saved,
  children,
}: {
  name: string;
  constraint?: Record<string, unknown>;
  errors?: string[];
  answer?: string;
  saved?: string;
  children: (meta: Field) => ReactElement;
}) {
  // Loader data: the same objects on every render.
  const [data] = useState(() => ({
    constraint: { [name]: constraint },
    lastResult:
      errors || answer !== undefined
        ? ({
            status: errors ? "error" : undefined,
            initialValue: { [name]: answer ?? "" },
            error: { [name]: errors ?? null },
          } satisfies SubmissionResult<string[]>)
        : null,
    defaults: saved === undefined ? null : { [name]: saved },
  }));
  const { fields } = useScreenForm<string>("f", data);
  return children(fields[name] as Field);
}

let container: HTMLElement | null = null;
afterEach(() => container?.remove());

/** The control's attributes in the server's HTML and again after React has hydrated it. */
async function attributesOf(element: ReactElement, selector: string) {
  container = document.createElement("div");
  container.innerHTML = serverHtml(element);
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
      <Form name="zip">{(meta) => <TextField meta={meta} label="ZIP code" autoComplete="postal-code" />}</Form>,
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
    const { server, hydrated } = await attributesOf(
      <Form name="zip" errors={["Enter a ZIP code"]} answer="1234" saved="10001">
        {(meta) => <TextField meta={meta} label="ZIP code" hint="5 digits" autoComplete="postal-code" />}
      </Form>,
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
    const element = (
      <Form name="consent" constraint={{ required: true }} saved="on">
        {(meta) => <CheckboxField meta={meta} label="I agree" />}
      </Form>
    );
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
    const options = [
      { value: "NY", label: "New York" },
      { value: "TX", label: "Texas" },
    ];
    const element = (
      <Form name="state" constraint={{ required: true }} errors={["Select a state"]} answer="NY">
        {(meta) => (
          <SelectField meta={meta} label="State" autoComplete="address-level1" placeholder="Select" options={options} />
        )}
      </Form>
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
