// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The root loader's texts, in the language a test picks (English unless it says). */
const root = vi.hoisted(() => ({ matches: [] as Array<{ data: unknown }> }));
vi.mock("@remix-run/react", () => ({ useMatches: () => root.matches }));

const { OtpInput } = await import("./otp-input");
const { textsFor } = await import("~/i18n/catalogues.server");
const inLanguage = (locale: "en" | "es") => {
  root.matches = [{ data: { texts: textsFor(locale, "form") } }];
};

beforeEach(() => inLanguage("en"));
afterEach(cleanup);

function setup() {
  const onComplete = vi.fn();
  const view = render(
    <form>
      <OtpInput
        id="otp-code"
        name="otpCode"
        errorId="otp-error"
        hintId="otp-hint"
        invalid={false}
        onComplete={onComplete}
      />
    </form>,
  );
  const boxes = Array.from(view.container.querySelectorAll<HTMLInputElement>(".otp-box"));
  const hidden = view.container.querySelector<HTMLInputElement>('input[type="hidden"][name="otpCode"]');
  return { boxes, hidden, onComplete };
}

describe("OtpInput (enhanced six boxes)", () => {
  it("renders six labelled boxes and one hidden field carrying the code", () => {
    const { boxes, hidden } = setup();
    expect(boxes).toHaveLength(6);
    // Box 1 is named by the visible label (WCAG 2.5.3); the others by their position.
    expect(boxes[0]?.getAttribute("aria-labelledby")).toBe("otp-code-label otp-code-digit1");
    expect(boxes.slice(1).map((b) => b.getAttribute("aria-label"))).toEqual(
      [2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6`),
    );
    expect(boxes[0]?.getAttribute("autocomplete")).toBe("one-time-code");
    expect(boxes.every((b) => b.getAttribute("inputmode") === "numeric")).toBe(true);
    expect(hidden?.value).toBe("");
  });

  it("names the boxes in Spanish on a Spanish page (issue 16)", () => {
    inLanguage("es");
    const { boxes } = setup();
    expect(boxes.slice(1).map((b) => b.getAttribute("aria-label"))).toEqual(
      [2, 3, 4, 5, 6].map((n) => `Dígito ${n} de 6`),
    );
    expect(document.getElementById("otp-code-digit1")?.textContent).toBe("dígito 1 de 6");
  });

  it("moves to the next box as digits are typed and ignores letters", () => {
    const { boxes, hidden } = setup();
    fireEvent.change(boxes[0]!, { target: { value: "4" } });
    expect(document.activeElement).toBe(boxes[1]);
    fireEvent.change(boxes[1]!, { target: { value: "x" } });
    expect(boxes[1]?.value).toBe("");
    expect(hidden?.value).toBe("4");
  });

  it("spreads a pasted code over the boxes and completes", async () => {
    vi.useFakeTimers();
    const { boxes, hidden, onComplete } = setup();
    const data = { getData: () => "123 456" };
    fireEvent.paste(boxes[0]!, { clipboardData: data });
    expect(boxes.map((b) => b.value).join("")).toBe("123456");
    expect(hidden?.value).toBe("123456");
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("a whole code pasted or autofilled into any box fills every box from the first", async () => {
    vi.useFakeTimers();
    const { boxes, hidden, onComplete } = setup();
    fireEvent.change(boxes[0]!, { target: { value: "9" } });
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => "123456" } });
    expect(boxes.map((b) => b.value).join("")).toBe("123456");
    expect(hidden?.value).toBe("123456");
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    // An SMS code offered by the keyboard lands in the box that has the focus: the same.
    fireEvent.change(boxes[4]!, { target: { value: "654321" } });
    expect(hidden?.value).toBe("654321");
    vi.useRealTimers();
  });

  it("a few digits pasted into a box go on from that box", () => {
    const { boxes, hidden } = setup();
    fireEvent.change(boxes[0]!, { target: { value: "1" } });
    fireEvent.change(boxes[1]!, { target: { value: "2" } });
    fireEvent.paste(boxes[2]!, { clipboardData: { getData: () => "34" } });
    expect(hidden?.value).toBe("1234");
  });

  it("supports arrow keys and Backspace on an empty box", () => {
    const { boxes, hidden } = setup();
    fireEvent.change(boxes[0]!, { target: { value: "1" } });
    fireEvent.change(boxes[1]!, { target: { value: "2" } });
    boxes[2]!.focus();
    fireEvent.keyDown(boxes[2]!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(boxes[1]);
    fireEvent.keyDown(boxes[1]!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(boxes[2]);
    fireEvent.keyDown(boxes[2]!, { key: "Backspace" });
    expect(document.activeElement).toBe(boxes[1]);
    expect(hidden?.value).toBe("1");
  });
});
