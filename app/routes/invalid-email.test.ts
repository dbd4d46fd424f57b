import { describe, expect, it, vi } from "vitest";
import { STATUS_FRESH_MS } from "~/domain/constants";
import { MSG } from "~/domain/messages";
import { basicInfoDraft, verifiedApplicant, visitor, type Visitor } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { statusVerified, useReturningHarness } from "../../test/returning-harness";
import { action, loader } from "./invalid-email";
import { loader as viewLoader } from "./view-application";

const h = useReturningHarness();
const HOME = { addressLine1: "12 Oak St", city: "Springfield", state: "IL", zipCode: "62701" };

/** A session whose application was just submitted (as the terms screen does) and answered InvalidEmail. */
async function submittedWithInvalidEmail(): Promise<Visitor & { applicationId: string }> {
  const email = "jane+invalidemail@example.com";
  const v = await verifiedApplicant(
    h,
    {
      ...basicInfoDraft("basic"),
      emailAddress: email,
      housingPayment: 1200,
      annualIncome: 52000,
      calculatedIncome: 28800,
      amount: 500,
      creditLimit: 500,
      homeAddress: HOME,
      mailToType: "home",
      fundingType: "DBT",
    },
    { pii: { ssn: "123450101", dateOfBirth: "04/15/1990" } },
  );
  const outcome = h.bank.submitLead(v.token, {
    id: v.leadId,
    applicationId: null,
    incentiveId: null,
    incentiveName: null,
    basicInfo: {
      productId: 1000,
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: email,
      primaryPhone: "2125550143",
      otpMethod: "Email",
      phoneConsent: false,
    },
    creditLine: { creditLimit: 500 },
    payment: { fundingType: "FDL", amount: null, cardNumber: null },
    pii: { ssn: "123450101" },
  });
  if (outcome.kind !== "ok") throw new Error("submit failed");
  expect(outcome.responseCode).toBe("InvalidEmail");
  v.session.data.submission = {
    state: "done",
    startedAt: h.now,
    applicationId: outcome.application.applicationId,
    responseCode: "InvalidEmail",
  };
  await v.session.save();
  return { ...v, applicationId: outcome.application.applicationId };
}

function send(v: Visitor, fields: Record<string, string>) {
  return posted(action, "/invalid-email", v.context, { csrf: v.session.data.csrf, ...fields });
}

/** Posts `emailAddress` and expects the form again with `message` under the field. */
async function expectRefused(v: Visitor, emailAddress: string, message: string) {
  const { response } = await send(v, { emailAddress });
  expectRedirect(response, "/invalid-email");
  expect(v.session.data.formResult?.result).toMatchObject({ status: "error", error: { emailAddress: [message] } });
}

describe("invalid-email after submitting: the corrected email is resubmitted", () => {
  it("a good email resubmits the same application and goes to its new status's screen", async () => {
    const v = await submittedWithInvalidEmail();
    const { response } = await send(v, { emailAddress: " jane.doe@example.com " });
    expectRedirect(response, "/app-approved-waiting-for-funds");
    expect(h.paths()).toEqual(["/api/application/submitLead"]);
    const app = h.bank.applications.get(v.applicationId)!;
    expect(app).toMatchObject({ emailAddress: "jane.doe@example.com", status: "WT_FND", fundingHistory: [] });
    expect(h.bank.applications.size).toBe(1);
    expect(v.session.data.draft.emailAddress).toBe("jane.doe@example.com");
    expect(v.session.data.submission).toMatchObject({
      state: "done",
      applicationId: v.applicationId,
      responseCode: "WT_FND",
    });
    expect(v.session.data.selectedApplication).toMatchObject({
      applicationId: v.applicationId,
      responseCode: "WT_FND",
      creditLimit: 500,
    });
  });

  it("an email the bank still cannot use: SPEC's 'Email is not valid'", async () => {
    const v = await submittedWithInvalidEmail();
    await expectRefused(v, "jane.d+invalidemail@example.org", MSG.emailNotValid);
    expect(v.session.data.draft.emailAddress).toBe("jane+invalidemail@example.com");
  });

  it("the loader offers the form with the email on file", async () => {
    const v = await submittedWithInvalidEmail();
    const page = await dataOf(loader({ request: get("/invalid-email"), context: v.context, params: {} }));
    expect(page).toMatchObject({
      mode: "resubmit",
      defaults: { emailAddress: "jane+invalidemail@example.com" },
      hasErrors: false,
    });
  });
});

const CHECKED = "jordan+invalidemail@example.com";

/** A status check that found the InvalidEmail application, on its re-entry screen. */
async function checkedWithInvalidEmail(): Promise<Visitor & { applicationId: string; leadId: string }> {
  const v = await statusVerified(h, CHECKED);
  expectRedirect(
    (await settle(viewLoader({ request: get("/"), context: v.context, params: {} }))).response,
    "/invalid-email",
    302,
  );
  const selected = v.session.data.selectedApplication;
  if (!selected?.leadId) throw new Error("the status list gave no lead id");
  h.requests.length = 0;
  return { ...v, applicationId: selected.applicationId, leadId: selected.leadId };
}

describe("invalid-email after the status check: the re-entry form, sent as an email correction (decision 0051)", () => {
  it("the loader offers SPEC's re-entry form with the address on file, and Back to the status check", async () => {
    const v = await checkedWithInvalidEmail();
    const page = await dataOf(loader({ request: get("/invalid-email"), context: v.context, params: {} }));
    expect(page).toMatchObject({
      mode: "correct",
      defaults: { emailAddress: CHECKED },
      backHref: "/check-application-status",
      hasErrors: false,
    });
  });

  it("a good email: one submitLead naming the application and its lead with only the new email, fund later; then its new status's screen", async () => {
    const v = await checkedWithInvalidEmail();
    const { response } = await send(v, { emailAddress: " jordan.rivera@example.com " });
    expectRedirect(response, "/app-approved-waiting-for-funds");
    expect(h.paths()).toEqual(["/api/application/submitLead"]);
    await vi.waitFor(() => expect(h.requests[0]?.body).toBeDefined());
    // Nothing the session does not hold, nothing invented, nothing that could charge.
    expect(h.requests[0]?.body).toEqual({
      id: v.leadId,
      applicationId: v.applicationId,
      isEmailVerified: false,
      basicInfo: { emailAddress: "jordan.rivera@example.com" },
      payment: { fundingType: "FDL", isFullyFunded: false, attemptNumber: 0 },
    });
    expect(h.bank.applications.get(v.applicationId)).toMatchObject({
      emailAddress: "jordan.rivera@example.com",
      status: "WT_FND",
    });
    expect(v.session.data.statusCheck?.emailAddress).toBe("jordan.rivera@example.com");
    expect(v.session.data.selectedApplication).toMatchObject({
      applicationId: v.applicationId,
      responseCode: "WT_FND",
    });
    expect(v.session.data.submission).toBeUndefined();
    // The application is still this session's to see, under its new address.
    h.now += STATUS_FRESH_MS + 1;
    expectRedirect(
      (await settle(viewLoader({ request: get("/"), context: v.context, params: {} }))).response,
      "/app-approved-waiting-for-funds",
      302,
    );
    expect(h.paths().filter((path) => path.endsWith("/makePayment"))).toHaveLength(0);
  });

  it("an email the bank still cannot use: SPEC's 'Email is not valid', nothing changed", async () => {
    const v = await checkedWithInvalidEmail();
    await expectRefused(v, "jordan.r+invalidemail@example.org", MSG.emailNotValid);
    expect(h.bank.applications.get(v.applicationId)).toMatchObject({ emailAddress: CHECKED, status: "InvalidEmail" });
    expect(v.session.data.statusCheck?.emailAddress).toBe(CHECKED);
  });

  it("an application the bank no longer reports as InvalidEmail: its own screen, no form", async () => {
    const v = await checkedWithInvalidEmail();
    h.bank.applications.get(v.applicationId)!.status = "WT_FND";
    h.now += STATUS_FRESH_MS + 1;
    expectRedirect(
      (await settle(loader({ request: get("/invalid-email"), context: v.context, params: {} }))).response,
      "/app-approved-waiting-for-funds",
      302,
    );
  });

  it("without the lead id the correction needs: the page says whom to call; a post changes nothing", async () => {
    const v = await checkedWithInvalidEmail();
    v.session.data.selectedApplication = { ...v.session.data.selectedApplication!, leadId: undefined };
    await v.session.save();
    const page = await dataOf(loader({ request: get("/invalid-email"), context: v.context, params: {} }));
    expect(page).toMatchObject({ mode: "call", phone: "1-800-555-0199" });
    expectRedirect((await send(v, { emailAddress: "jordan@example.com" })).response, "/invalid-email");
    expect(h.requests).toHaveLength(0);
  });

  it("not verified: the status check form", async () => {
    const v = await visitor(h);
    expectRedirect(
      (await settle(loader({ request: get("/"), context: v.context, params: {} }))).response,
      "/check-application-status",
    );
  });
});

// The form's own checks and the bank's failures are met alike whichever way the applicant reached it.
describe.each([
  ["after submitting", submittedWithInvalidEmail, "jane+invalidemail@example.com"],
  ["after the status check", checkedWithInvalidEmail, CHECKED],
])("invalid-email %s: refused or failed", (_where, onTheForm, onFile) => {
  it.each([
    ["empty", "", MSG.emailRequired],
    ["invalid", "jane@example", MSG.emailInvalid],
  ])("%s: back with SPEC's message, nothing sent", async (_name, emailAddress, message) => {
    const v = await onTheForm();
    await expectRefused(v, emailAddress, message);
    expect(h.requests).toHaveLength(0);
  });

  it.each([
    ["500", "/error?reason=generic"],
    ["400", "/error?reason=generic"],
    ["401", "/session-expired"],
  ] as const)("the bank answering %s → %s, the address on file unchanged", async (kind, path) => {
    const v = await onTheForm();
    h.bank.faults.submitLead = { kind };
    expectRedirect((await send(v, { emailAddress: "jane.doe@example.com" })).response, path);
    expect(h.bank.applications.get(v.applicationId)?.emailAddress).toBe(onFile);
  });
});
