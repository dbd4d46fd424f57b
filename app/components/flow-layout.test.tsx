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
