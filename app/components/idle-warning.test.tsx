// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The root loader's texts, in the language a test picks (English unless it says). */
const root = vi.hoisted(() => ({ matches: [] as Array<{ data: unknown }> }));
vi.mock("@remix-run/react", () => ({
  useLocation: () => ({ pathname: "/basic-info", search: "", key: "k" }),
  useRouteLoaderData: () => ({ idleMs: 15_000, csrf: "token" }),
  useMatches: () => root.matches,
}));
const { textsFor } = await import("~/i18n/catalogues.server");
const inLanguage = (locale: "en" | "es") => {
  root.matches = [{ data: { texts: textsFor(locale, "layout") } }];
};

const { IdleWarning } = await import("./idle-warning");

const assign = vi.fn();
const fetchMock = vi.fn<(...args: unknown[]) => Promise<Response | { type: string; status: number; ok: boolean }>>();

beforeEach(() => {
  inLanguage("en");
  vi.useFakeTimers();
  // jsdom has no modal dialogs: open and close set the attribute, as a browser does.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, assign } });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  assign.mockReset();
  fetchMock.mockReset();
});

/** Renders the warning and lets 10.5 s of a 15 s limit pass: the dialog is open. */
async function warned() {
  const view = render(<IdleWarning />);
  await act(async () => {
    vi.advanceTimersByTime(10_500);
  });
  const dialog = view.container.querySelector("dialog");
  expect(dialog?.open).toBe(true);
  return dialog as HTMLDialogElement;
}

/** Presses 'Stay Connected' (its form's submit). */
function stayConnected(dialog: HTMLDialogElement) {
  const form = dialog.querySelector("form");
  if (!form) throw new Error("no form in the dialog");
  fireEvent.submit(form);
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the idle warning (SPEC §4.5)", () => {
  it("'Stay Connected' hides it once the server has kept the session", async () => {
    fetchMock.mockResolvedValue(json({ ok: true, idleMs: 15_000 }));
    const dialog = await warned();
    stayConnected(dialog);
    await settle();
    expect(dialog.open).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("Escape answers it as 'Stay Connected' does", async () => {
    fetchMock.mockResolvedValue(json({ ok: true, idleMs: 15_000 }));
    const dialog = await warned();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it("other keys (Tab, letters) and presses leave it open and send nothing (ADR 0110)", async () => {
    fetchMock.mockResolvedValue(json({ ok: true, idleMs: 15_000 }));
    const dialog = await warned();
    fireEvent.keyDown(window, { key: "Tab" });
    fireEvent.keyDown(window, { key: "a" });
    fireEvent.pointerDown(window);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it("its time is read once on opening (the description); the live region does not repeat it", async () => {
    const dialog = await warned();
    const live = dialog.querySelector("[aria-live]");
    expect(dialog.querySelector("#idle-text")?.textContent).toContain("a few seconds");
    expect(live?.textContent).toBe("");
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    // Still the same coarse time: nothing new to say.
    expect(live?.textContent).toBe("");
  });

  it("sends one keep-alive at a time however often it is answered", async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const dialog = await warned();
    stayConnected(dialog);
    stayConnected(dialog);
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(json({ ok: true }));
    await settle();
  });

  it("a failed keep-alive (rate limit, server error, network) leaves the warning up and the session alone", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "too many" }, 429)).mockRejectedValueOnce(new TypeError("network"));
    const dialog = await warned();
    stayConnected(dialog);
    await settle();
    stayConnected(dialog);
    await settle();
    expect(dialog.open).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it("a session the server has ended (its redirect to the expired page) goes to the session-expired page", async () => {
    fetchMock.mockResolvedValue({ type: "opaqueredirect", status: 0, ok: false });
    stayConnected(await warned());
    await settle();
    expect(assign).toHaveBeenCalledWith("/session-expired?reason=idle");
  });

  it("speaks the page's language (issue 16)", async () => {
    inLanguage("es");
    const dialog = await warned();
    expect(dialog.querySelector("#idle-title")?.textContent).toBe("¡Su sesión está a punto de expirar!");
    expect(dialog.querySelector("#idle-text")?.textContent).toMatch(
      /^Por su seguridad, su sesión terminará en 0:0\dunos segundos\.$/,
    );
    expect(dialog.querySelector("button")?.textContent).toBe("Seguir conectado");
  });

  it("at the limit it goes to the session-expired page", async () => {
    await warned();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(assign).toHaveBeenCalledWith("/session-expired?reason=idle");
  });
});
