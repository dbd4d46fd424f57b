import { describe, expect, it } from "vitest";
import { MSG } from "~/domain/messages";
import type { Visitor } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { chosenApplication, expectFormRefused, useReturningHarness } from "../../test/returning-harness";
import { action, loader } from "./withdrawal";
import { loader as viewLoader } from "./view-application";
import { action as paymentAction, loader as paymentLoader } from "./funding-payment";

const h = useReturningHarness();

const chosen = (tag = "wt_fnd") => chosenApplication(h, tag);

function withdraw(v: Visitor, fields: Record<string, string>) {
  return posted(action, "/withdrawal", v.context, { csrf: v.session.data.csrf, ...fields });
}

describe("withdrawal action", () => {
  it("withdraws the chosen application with the reason and shows the withdrawn screen", async () => {
    const v = await chosen();
    const { response } = await withdraw(v, { applicationId: v.applicationId, withdrawReason: "Process too long" });
    expectRedirect(response, "/app-closed-withdrawn");
    expect(h.paths()).toEqual(["/api/application/withdrawApplication"]);
    expect(h.bank.applications.get(v.applicationId)).toMatchObject({
      status: "END_WDR",
      withdrawReason: "Process too long",
    });
    expect(v.session.data.selectedApplication?.responseCode).toBe("END_WDR");
  });

  it.each([
    ["no reason", {}, { withdrawReason: [MSG.withdrawReasonRequired] }],
    ["a reason not on SPEC's list", { withdrawReason: "Bored" }, { withdrawReason: [MSG.withdrawReasonRequired] }],
  ])("%s: back to the form, nothing withdrawn", async (_name, fields, errors) => {
    const v = await chosen();
    const { response } = await withdraw(v, { applicationId: v.applicationId, ...fields });
    expectFormRefused(h, v, { response, path: "/withdrawal", errors, status: "WT_FND" });
  });

  it("after END_WDR the session can neither withdraw nor fund it again: the withdrawn screen, and the bank is not called", async () => {
    const v = await chosen();
    expectRedirect(
      (await withdraw(v, { applicationId: v.applicationId, withdrawReason: "Process too long" })).response,
      "/app-closed-withdrawn",
    );
    h.requests.length = 0;
    // The form is no longer offered; a second post (Back, another tab) is refused.
    expectRedirect(
      (await settle(loader({ request: get("/withdrawal"), context: v.context, params: {} }))).response,
      "/app-closed-withdrawn",
      302,
    );
    expectRedirect(
      (await withdraw(v, { applicationId: v.applicationId, withdrawReason: "Process too long" })).response,
      "/app-closed-withdrawn",
    );
    // Funding it is refused the same way.
    expectRedirect(
      (await settle(paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} }))).response,
      "/app-closed-withdrawn",
      302,
    );
    const paid = await posted(paymentAction, "/funding-payment", v.context, {
      csrf: v.session.data.csrf,
      paymentId: "any",
      cardNumber: "4111111111111111",
    });
    expectRedirect(paid.response, "/app-closed-withdrawn");
    expect(h.paths().filter((p) => p.endsWith("/withdrawApplication") || p.endsWith("/makePayment"))).toEqual([]);
  });

  it("no application id: refused", async () => {
    const v = await chosen();
    const { response } = await withdraw(v, { withdrawReason: "Other" });
    expectRedirect(response, "/withdrawal");
    expect(v.session.data.formResult?.result).toMatchObject({ error: { applicationId: [MSG.applicationIdRequired] } });
  });

  it("another application's id: refused, nothing withdrawn", async () => {
    const v = await chosen();
    const { response } = await withdraw(v, { applicationId: "7999999", withdrawReason: "Other" });
    expectRedirect(response, "/withdrawal");
    expect(v.session.data.formResult?.result).toMatchObject({ error: { "": [MSG.applicationNotFound] } });
    expect(h.requests).toHaveLength(0);
  });

  it.each(["500", "400"] as const)(
    "the bank failing (%s): the form again with its answer and a message",
    async (kind) => {
      const v = await chosen();
      h.bank.faults.withdrawApplication = { kind };
      const { response } = await withdraw(v, {
        applicationId: v.applicationId,
        withdrawReason: "Received another offer",
      });
      expectRedirect(response, "/withdrawal");
      expect(v.session.data.formResult?.result).toMatchObject({
        status: "error",
        error: { "": [MSG.withdrawFailed] },
        initialValue: { withdrawReason: "Received another offer" },
      });
      const page = await dataOf(loader({ request: get("/withdrawal"), context: v.context, params: {} }));
      expect(page.hasErrors).toBe(true);
    },
  );

  it.each([
    ["end_cls", "/app-closed"],
    ["end_dcl", "/app-denied"],
    ["end_brd", "/app-approved-boarded"],
    ["end_exp", null],
    ["ui_sdr", null],
    ["end_emn", null],
  ])(
    "%s: nothing to withdraw, so no form and no bank call: the application's own screen (QA review)",
    async (tag, screen) => {
      const v = await chosen(tag);
      const own = (await settle(viewLoader({ request: get("/view-application"), context: v.context, params: {} })))
        .response;
      const ownScreen = own?.headers.get("location");
      if (screen) expect(ownScreen).toBe(screen);
      h.requests.length = 0;
      const page = await settle(loader({ request: get("/withdrawal"), context: v.context, params: {} }));
      expectRedirect(page.response, ownScreen!, 302);
      const { response } = await withdraw(v, { applicationId: v.applicationId, withdrawReason: "Other" });
      expectRedirect(response, ownScreen!);
      expect(h.paths()).not.toContain("/api/application/withdrawApplication");
    },
  );

  it("an application the bank closed since the status check (its 400): the form says so", async () => {
    const v = await chosen();
    h.bank.applications.get(v.applicationId)!.status = "END_CLS";
    const { response } = await withdraw(v, { applicationId: v.applicationId, withdrawReason: "Other" });
    expectRedirect(response, "/withdrawal");
    expect(v.session.data.formResult?.result).toMatchObject({ error: { "": [MSG.withdrawFailed] } });
  });

  it("401 from the bank ends the session", async () => {
    const v = await chosen();
    h.bank.faults.withdrawApplication = { kind: "401" };
    expectRedirect(
      (await withdraw(v, { applicationId: v.applicationId, withdrawReason: "Other" })).response,
      "/session-expired",
    );
  });

  it("without a verified status check: the status check form", async () => {
    const v = await chosen();
    v.session.data.statusCheck = undefined;
    expectRedirect(
      (await withdraw(v, { applicationId: v.applicationId, withdrawReason: "Other" })).response,
      "/check-application-status",
    );
  });
});

describe("withdrawal loader", () => {
  it("names the application and goes back to its screen", async () => {
    const v = await chosen();
    const page = await dataOf(loader({ request: get("/withdrawal"), context: v.context, params: {} }));
    expect(page).toMatchObject({
      applicationId: v.applicationId,
      productName: "Secured Visa Card",
      backHref: "/app-approved-waiting-for-funds",
      hasErrors: false,
    });
  });

  it("with no application chosen: the status check form", async () => {
    const v = await chosen();
    v.session.data.selectedApplication = undefined;
    expectRedirect(
      (await settle(loader({ request: get("/withdrawal"), context: v.context, params: {} }))).response,
      "/check-application-status",
      302,
    );
  });
});
