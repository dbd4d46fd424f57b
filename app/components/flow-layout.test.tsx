// @vitest-environment jsdom
import { cleanup, render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("@remix-run/react", () => ({
  useLocation: () => ({ pathname: "/basic-info", search: "", key: "k" }),
  useRouteLoaderData: () => ({
    idleMs: 15 * 60_000,
    sessionEndsAt: Date.UTC(2026, 10, 24, 15, 45),
    csrf: "token",
    customerServicePhone: "1-800-555-0100",
  }),
}));

const { FlowLayout } = await import("./flow-layout");

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

describe("FlowLayout announced as a page (the submission view)", () => {
  it("gives the page its title back when it goes and nothing else set one", () => {
    document.title = "Error: Terms and conditions";
    const view = render(
      <FlowLayout title="Submitting your application" announceAsPage>
        <p>Wait</p>
      </FlowLayout>,
    );
    expect(document.title).toBe("Submitting your application");
    view.unmount();
    expect(document.title).toBe("Error: Terms and conditions");
  });

  it("leaves a title the next page set", () => {
    document.title = "Terms and conditions";
    const view = render(
      <FlowLayout title="Submitting your application" announceAsPage>
        <p>Wait</p>
      </FlowLayout>,
    );
    document.title = "Application submitted";
    view.unmount();
    expect(document.title).toBe("Application submitted");
  });
});
