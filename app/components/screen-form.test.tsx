// @vitest-environment jsdom
/**
 * useScreenForm: Conform's useForm fed with the server's answer (no schema in the browser, ADR 0002),
 * with the error summary, the 'Error: ' title, refilled answers and the fields' aria states, with
 * and without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { act } from "@testing-library/react";
import { forwardRef, type ComponentProps } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serverHtml } from "../../test/server-html";

const page = vi.hoisted(() => ({ matches: [] as Array<{ data: unknown }>, root: {}, location: { key: "first" } }));
vi.mock("@remix-run/react", () => ({
  useMatches: () => page.matches,
  useRouteLoaderData: () => page.root,
  useLocation: () => page.location,
  useActionData: () => undefined,
  Form: forwardRef<HTMLFormElement, ComponentProps<"form">>(function Form(props, ref) {
    return <form ref={ref} {...props} />;
  }),
}));

const { CheckboxField, TextField } = await import("./fields");
const { ScreenForm } = await import("./form-screen");
const { useScreenForm } = await import("./screen-form");
const { textsFor } = await import("~/i18n/catalogues.server");
const texts = textsFor("en", "form", "errors");
page.matches = [{ data: { texts } }];
page.root = { csrf: "token", texts };

type Name = "zip" | "ssn" | "consent";
interface Data {
  constraint: Record<Name, { required?: boolean; maxLength?: number; pattern?: string }>;
  lastResult: SubmissionResult<string[]> | null;
  defaults: Partial<Record<Name, string>>;
}

const constraint = {
  zip: { required: true, maxLength: 5, pattern: "^\\d{5}$" },
  ssn: { required: true, maxLength: 11 },
  consent: { required: true },
};
const saved = { zip: "10001", consent: "on" };
const rejected = (error: Record<string, string[]>, initialValue: Record<string, string>) =>
  ({ status: "error", initialValue, error }) satisfies SubmissionResult<string[]>;

/** A screen with three fields: the ZIP code shows its live value, as screens that follow an answer do. */
function Screen({ data }: { data: Data }) {
  const { fields, ...flow } = useScreenForm("f", data, { summaryLabels: { ssn: "Social Security number" } });
  return (
    <ScreenForm flow={flow}>
      <TextField meta={fields.zip} label="ZIP code" hint="5 digits" autoComplete="postal-code" />
      <TextField meta={fields.ssn} label="Social Security number" autoComplete="off" />
      <CheckboxField meta={fields.consent} label="I agree" />
      <output id="live">{String(fields.zip.value ?? "")}</output>
    </ScreenForm>
  );
}

let container: HTMLElement;
let root: Root | null = null;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  page.location = { key: "first" };
  document.title = "Your details";
  delete document.documentElement.dataset.hydrated;
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

const $ = (selector: string) => container.querySelector(selector);
const input = (name: Name) => $(`[name="${name}"]`) as HTMLInputElement;
const summaryLinks = () =>
  [...container.querySelectorAll(".error-summary a")].map((a) => [a.getAttribute("href"), a.textContent]);
const invalid = () => [...container.querySelectorAll("[aria-invalid=true]")].map((e) => e.getAttribute("name"));

describe("useScreenForm", () => {
  it("without JavaScript: the summary links each field's first message, labelled; the answers come back; fields say they are invalid", () => {
    const data = {
      constraint,
      lastResult: rejected(
        { zip: ["Enter a 5-digit ZIP code"], ssn: ["Enter 9 digits"], "": ["The bank did not answer"] },
        { zip: "1234", consent: "on" },
      ),
      defaults: saved,
    };
    container.innerHTML = serverHtml(<Screen data={data} />);
    // Form-level errors are the screen's own alert, not a summary line.
    expect(summaryLinks()).toEqual([
      ["#f-zip", "Enter a 5-digit ZIP code"],
      ["#f-ssn", "Social Security number: Enter 9 digits"],
    ]);
    expect($(".error-summary")?.hasAttribute("autofocus")).toBe(true);
    // The posted answers, not the ones on file.
    expect(input("zip").getAttribute("value")).toBe("1234");
    expect(input("consent").hasAttribute("checked")).toBe(true);
    expect(invalid()).toEqual(["zip", "ssn"]);
    expect(input("zip").getAttribute("aria-describedby")).toBe("f-zip-hint f-zip-error");
    expect(input("ssn").getAttribute("aria-describedby")).toBe("f-ssn-error");
    expect($("#f-zip-error")?.textContent).toBe("Error: Enter a 5-digit ZIP code");
    // The server says what is missing; the browser is not asked to.
    for (const control of container.querySelectorAll("input")) {
      expect(control.hasAttribute("required")).toBe(false);
      expect(control.hasAttribute("pattern")).toBe(false);
    }
    expect(input("zip").getAttribute("maxlength")).toBe("5");
    expect($("form")?.hasAttribute("novalidate")).toBe(true);
  });

  it("hydrates the rejected page without a mismatch, and its title says 'Error: '", async () => {
    const data = { constraint, lastResult: rejected({ zip: ["Enter a ZIP code"] }, { zip: "1" }), defaults: saved };
    container.innerHTML = serverHtml(<Screen data={data} />);
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      root = hydrateRoot(container, <Screen data={data} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(document.title).toBe("Error: Your details");
    expect(summaryLinks()).toEqual([["#f-zip", "Enter a ZIP code"]]);
  });

  it("takes what was answered before the scripts ran as the live values (ADR 0002)", async () => {
    const data = { constraint, lastResult: null, defaults: saved };
    container.innerHTML = serverHtml(<Screen data={data} />);
    expect($("#live")?.textContent).toBe("10001");
    input("zip").value = "94105";
    await act(async () => {
      root = hydrateRoot(container, <Screen data={data} />);
    });
    expect($("#live")?.textContent).toBe("94105");
    // And what is typed after, from its input event, as Conform follows it.
    await act(async () => {
      input("zip").value = "94106";
      input("zip").dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect($("#live")?.textContent).toBe("94106");
  });

  it("with JavaScript: a new answer's errors replace the last ones; an answer without a result (the language link) clears them", async () => {
    document.documentElement.dataset.hydrated = "true";
    root = createRoot(container);
    const first = { constraint, lastResult: rejected({ zip: ["Enter a ZIP code"] }, { zip: "1" }), defaults: saved };
    await act(async () => root?.render(<Screen data={first} />));
    expect(invalid()).toEqual(["zip"]);
    expect(document.title).toBe("Error: Your details");

    // The post → 303 → GET: a new location and a new result.
    page.location = { key: "second" };
    input("zip").value = "10002";
    const second = { ...first, lastResult: rejected({ ssn: ["Enter 9 digits"] }, { zip: "10002" }) };
    await act(async () => root?.render(<Screen data={second} />));
    expect(invalid()).toEqual(["ssn"]);
    expect(summaryLinks()).toEqual([["#f-ssn", "Social Security number: Enter 9 digits"]]);
    expect($("#f-zip-error")).toBeNull();

    // The same page again without a result: no errors, no 'Error: ', and what was typed stays.
    page.location = { key: "third" };
    input("ssn").value = "123-45-6789";
    await act(async () => root?.render(<Screen data={{ ...second, lastResult: null }} />));
    expect(invalid()).toEqual([]);
    expect($(".error-summary")).toBeNull();
    expect(document.title).toBe("Your details");
    expect(input("ssn").value).toBe("123-45-6789");
    expect($("#live")?.textContent).toBe("10002");
  });

  it("with JavaScript: a corrected answer loses its error and invalid state at once; changed back, they are back (issue 51)", async () => {
    document.documentElement.dataset.hydrated = "true";
    root = createRoot(container);
    const data = {
      constraint,
      lastResult: rejected({ zip: ["Enter a ZIP code"], consent: ["Agree to go on"] }, { zip: "1" }),
      defaults: saved,
    };
    await act(async () => root?.render(<Screen data={data} />));
    expect(invalid()).toEqual(["zip", "consent"]);
    const type = (value: string) =>
      act(async () => {
        input("zip").value = value;
        input("zip").dispatchEvent(new Event("input", { bubbles: true }));
      });
    await type("10001");
    expect(invalid()).toEqual(["consent"]);
    expect($("#f-zip-error")).toBeNull();
    expect(input("zip").getAttribute("aria-describedby")).toBe("f-zip-hint");
    expect(summaryLinks()).toEqual([["#f-consent", "Agree to go on"]]);
    await act(async () => input("consent").click());
    expect(invalid()).toEqual([]);
    expect($(".error-summary")).toBeNull();
    expect(document.title).toBe("Your details");
    // The answer the server refused, typed again: what it said about it is true again.
    await type("1");
    expect(invalid()).toEqual(["zip"]);
    expect(summaryLinks()).toEqual([["#f-zip", "Enter a ZIP code"]]);
    // Coming back, the summary takes no focus from the field being typed in: only an answer moves it.
    expect(document.activeElement).not.toBe($(".error-summary"));
  });

  it("with JavaScript: only a new answer with errors moves focus, to the summary, without a field first (issue 51)", async () => {
    document.documentElement.dataset.hydrated = "true";
    const moves: string[] = [];
    const record = (event: FocusEvent) =>
      moves.push((event.target as Element).getAttribute("name") ?? (event.target as Element).className);
    document.addEventListener("focusin", record);
    try {
      root = createRoot(container);
      const first = { constraint, lastResult: rejected({ zip: ["Enter a ZIP code"] }, { zip: "1" }), defaults: saved };
      await act(async () => root?.render(<Screen data={first} />));
      expect(moves).toEqual(["error-summary"]);
      // The applicant goes on in the form; the page renders again (a post on its way): focus stays.
      input("ssn").focus();
      await act(async () => root?.render(<Screen data={{ ...first }} />));
      expect(moves).toEqual(["error-summary", "ssn"]);
      // The answer arrives: the summary, once, and no field on the way (Conform would focus the first).
      page.location = { key: "second" };
      const second = { ...first, lastResult: rejected({ zip: ["Enter a ZIP code"] }, { zip: "1" }) };
      await act(async () => root?.render(<Screen data={second} />));
      expect(moves).toEqual(["error-summary", "ssn", "error-summary"]);
      expect($(".error-summary")?.getAttribute("role")).toBeNull();
    } finally {
      document.removeEventListener("focusin", record);
    }
  });

  it("with JavaScript: an answer a field still holds though the server keeps none of it (a card number) keeps its error until changed", async () => {
    document.documentElement.dataset.hydrated = "true";
    root = createRoot(container);
    const data = { constraint, lastResult: null, defaults: saved };
    await act(async () => root?.render(<Screen data={data} />));
    await act(async () => {
      input("ssn").value = "12";
      input("ssn").dispatchEvent(new Event("input", { bubbles: true }));
    });
    page.location = { key: "answer" };
    await act(async () =>
      root?.render(<Screen data={{ ...data, lastResult: rejected({ ssn: ["Enter 9 digits"] }, {}) }} />),
    );
    expect(input("ssn").value).toBe("12");
    expect(invalid()).toEqual(["ssn"]);
    await act(async () => {
      input("ssn").value = "123456789";
      input("ssn").dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(invalid()).toEqual([]);
  });
});
