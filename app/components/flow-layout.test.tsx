// @vitest-environment jsdom
import { cleanup, render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The root loader's data and texts, in the language a test picks (English unless it says). */
const root = vi.hoisted(() => ({ locale: "en", matches: [] as Array<{ data: unknown }> }));
vi.mock("@remix-run/react", () => ({
  useLocation: () => ({ pathname: "/basic-info", search: "", key: "k" }),
  // The idle notice's words as the root loader makes them, in the page's language.
  useRouteLoaderData: () => ({
    idleMs: 15 * 60_000,
    idleTexts: {
      endsAtEastern: formatEasternTime(Date.UTC(2026, 10, 24, 15, 45), LOCALE_TAG[root.locale as "en" | "es"]),
      limit: formatIdleLimit(15 * 60_000, LOCALE_TAG[root.locale as "en" | "es"]),
    },
    csrf: "token",
    customerServicePhone: "1-800-555-0100",
    locale: root.locale,
  }),
  useMatches: () => root.matches,
}));

const { FlowLayout } = await import("./flow-layout");
const { formatEasternTime, formatIdleLimit } = await import("~/domain/time");
const { LOCALE_TAG } = await import("~/i18n/locales");
const { textsFor } = await import("~/i18n/catalogues.server");

const inLanguage = (locale: "en" | "es") => {
  root.locale = locale;
  root.matches = [{ data: { texts: textsFor(locale, "layout") } }];
};

beforeEach(() => inLanguage("en"));
afterEach(cleanup);

const page = (
  <FlowLayout backHref="/" title="Basic information">
    <p>Form</p>
  </FlowLayout>
);

describe("FlowLayout's session-expiry warning (ADR 0141: loaded after hydration)", () => {
  it("is not in the server's HTML; the time-out notice is", () => {
    const html = renderToString(page);
    expect(html).not.toContain("<dialog");
    expect(html).toContain("this page will time out at");
  });

  it("is mounted once the page is hydrated and its code has arrived, closed until the warning time", async () => {
    const view = render(page);
    await waitFor(() => expect(view.container.querySelector("dialog")).not.toBeNull());
    const dialog = view.container.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    expect(dialog.textContent).toContain("Your session is about to expire!");
  });
});

describe("FlowLayout in Spanish (issue 16)", () => {
  it("says its back link, step, help and time-out notice in Spanish, the time in the es-US format", () => {
    inLanguage("es");
    const html = renderToString(
      <FlowLayout backHref="/" step={{ step: 5, progress: 50 }} title="Verifique su identidad">
        <p>Form</p>
      </FlowLayout>,
    );
    expect(html).toContain(">Atrás</a>");
    expect(html).toContain("Paso 5 de 9");
    expect(html).toContain("¿Necesita ayuda?");
    expect(html).toContain("Llame a Servicio al Cliente al 1-800-555-0100");
    expect(html).toContain("Volver a la solicitud");
    // 15:45 UTC is 10:45 in New York in November: the server's Eastern time, as es-US writes it.
    expect(html).toMatch(/hora límite: 10:45\sa\.\s?m\. ET \(15 minutos sin actividad\)\./);
  });

  it("keeps English by default", () => {
    const html = renderToString(page);
    expect(html).toContain(">Back</a>");
    expect(html).toMatch(
      /this page will time out at 10:45\sAM ET if you do not continue \(15 minutes without activity\)\./,
    );
  });
});

describe("FlowLayout announced as a page (the submission view)", () => {
  const renderSubmitting = () =>
    render(
      <FlowLayout title="Submitting your application" announceAsPage>
        <p>Wait</p>
      </FlowLayout>,
    );

  it("gives the page its title back when it goes and nothing else set one", () => {
    document.title = "Error: Terms and conditions";
    const view = renderSubmitting();
    expect(document.title).toBe("Submitting your application");
    view.unmount();
    expect(document.title).toBe("Error: Terms and conditions");
  });

  it("leaves a title the next page set", () => {
    document.title = "Terms and conditions";
    const view = renderSubmitting();
    document.title = "Application submitted";
    view.unmount();
    expect(document.title).toBe("Application submitted");
  });
});
