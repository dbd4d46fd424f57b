import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { MSG } from "~/domain/messages";
import { getPii } from "~/session/pii.server";
import { IDENTITY_FIELDS } from "../../scripts/lib/applicant-answers.mjs";
import { expectRedirect, get, settle, posted } from "../../test/requests";
import { applicant, keptErrors, keptValues, routeTestKit } from "../../test/route-kit";
import { ssnRefusals } from "../../test/ssn-refusals";
import { addressRefusals } from "../../test/address-fixture";
import { action, loader } from "./identity-verification";

const kit = routeTestKit();
const PATH = "/identity-verification";

/** Today in the kit is 15 June 2026: the latest birth date accepted is 15 June 2008. */
/** Born 03/07/1990, the SSN confirmed without its dashes, a second address line. */
const VALID = { ...IDENTITY_FIELDS, birthMonth: "03", birthDay: "07", ssnConfirm: "123456789", addressLine2: "Apt 4" };

async function submit(context: AppLoadContext, fields: Record<string, string>) {
  return posted(action, PATH, context, { ...fields, csrf: context.session.data.csrf });
}

async function pageData(context: AppLoadContext) {
  const result = await loader({ request: get(PATH), context, params: {} });
  if (result instanceof Response) throw new Error(`expected data, got a ${result.status}`);
  return result;
}

describe("identity step: who may open it", () => {
  it("sends a visit before the credit line to the first incomplete step", async () => {
    const { context } = await applicant(kit, { completed: ["income"] });
    const { thrown, response } = await settle(loader({ request: get(PATH), context, params: {} }));
    expect(thrown).toBe(true);
    expectRedirect(response, "/credit-line");
  });

  it("sends a visitor who has not verified the code back to basic information", async () => {
    const { context } = await applicant(kit, { verified: false });
    const { response } = await settle(loader({ request: get(PATH), context, params: {} }));
    expect(response.headers.get("Location")).toBe("/basic-info");
  });

  it("refuses a post too early too (no answers stored)", async () => {
    const { context, session } = await applicant(kit, { completed: ["income"] });
    const { response } = await submit(context, VALID);
    expectRedirect(response, "/credit-line");
    expect(session.data.draft.sealedPii).toBeUndefined();
  });

  it("refuses a post without the CSRF token", async () => {
    const { context, session } = await applicant(kit);
    const { thrown, response } = await posted(action, PATH, context, VALID);
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
    expect(session.data.draft.sealedPii).toBeUndefined();
  });
});

describe("identity step: the page", () => {
  it("prefills names and home address from the draft; no SSN on file yet", async () => {
    const { context } = await applicant(kit, {
      draft: {
        homeAddress: {
          addressLine1: "12 Main St",
          addressLine2: "",
          city: "Springfield",
          state: "IL",
          zipCode: "62701",
        },
      },
    });
    const data = await pageData(context);
    expect(data.hasErrors).toBe(false);
    expect(data.defaults).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      addressLine1: "12 Main St",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
    });
    expect(data.defaults.birthMonth).toBeUndefined();
    expect(data.ssnOnFileLast4).toBeNull();
    // Birth years: newest 18 years ago.
    expect(data.years[0]).toBe(2008);
  });

  it("after confirm, shows the date of birth again but the SSN only as its last 4", async () => {
    const { context } = await applicant(kit, {
      completed: ["income", "creditLine", "identity", "identityConfirm"],
      pii: { ssn: "123456789", dateOfBirth: "03/07/1990" },
    });
    const data = await pageData(context);
    expect(data.defaults).toMatchObject({ birthMonth: "03", birthDay: "07", birthYear: "1990" });
    expect(data.ssnOnFileLast4).toBe("6789");
    expect(JSON.stringify(data)).not.toContain("123456789");
    expect(JSON.stringify(data)).not.toContain("12345");
  });
});

describe("identity step: a valid form", () => {
  it("seals SSN and date of birth, stores names and home address, and goes to confirm", async () => {
    const { context, session } = await applicant(kit);
    const { response } = await submit(context, { ...VALID, firstName: "Janet", lastName: "Doe-Smith" });
    expectRedirect(response, "/identity-confirm");
    expect(getPii(context)).toEqual({ ssn: "123456789", dateOfBirth: "03/07/1990" });
    expect(session.data.draft).toMatchObject({
      firstName: "Janet",
      lastName: "Doe-Smith",
      homeAddress: {
        addressLine1: "12 Main St",
        addressLine2: "Apt 4",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
      },
    });
    expect(session.data.draft.completed).toEqual(["income", "creditLine", "identity"]);
    // Never in clear in the store.
    const stored = JSON.stringify((await kit.store.get(session.id))?.data);
    expect(stored).not.toContain("123456789");
    expect(stored).not.toContain("03/07/1990");
    // No bank call on this step (configuration is read for the maintenance check of every post).
    expect(kit.paths().filter((path) => path !== "/api/configuration")).toEqual([]);
  });

  it("accepts someone who turns 18 today, with an ITIN and a ZIP+4", async () => {
    const { context } = await applicant(kit);
    const { response } = await submit(context, {
      ...VALID,
      birthMonth: "06",
      birthDay: "15",
      birthYear: "2008",
      ssn: "912 70 1234",
      ssnConfirm: "912-70-1234",
      zipCode: "627011234",
    });
    expectRedirect(response, "/identity-confirm");
    expect(getPii(context)).toEqual({ ssn: "912701234", dateOfBirth: "06/15/2008" });
    expect(context.session.data.draft.homeAddress?.zipCode).toBe("62701-1234");
  });

  it("an edit must be confirmed again, and mail to home follows the new home address", async () => {
    const old = { addressLine1: "1 Old Rd", addressLine2: "", city: "Austin", state: "TX", zipCode: "78701" };
    const { context, session } = await applicant(kit, {
      completed: ["income", "creditLine", "identity", "identityConfirm", "mailingAddress"],
      draft: { homeAddress: old, mailToType: "home", mailingAddress: old },
      pii: { ssn: "123456789", dateOfBirth: "03/07/1990" },
    });
    const { response } = await submit(context, { ...VALID, ssn: "", ssnConfirm: "" });
    expectRedirect(response, "/identity-confirm");
    expect(session.data.draft.completed).toEqual(["income", "creditLine", "identity", "mailingAddress"]);
    expect(session.data.draft.mailingAddress).toEqual(session.data.draft.homeAddress);
    expect(session.data.draft.mailingAddress?.addressLine1).toBe("12 Main St");
    // Both SSN fields left empty keep the SSN on file.
    expect(getPii(context)).toEqual({ ssn: "123456789", dateOfBirth: "03/07/1990" });
  });

  it("a PO box mailing address is left alone when the home address changes", async () => {
    const box = { addressLine1: "PO Box 5", addressLine2: "", city: "Austin", state: "TX", zipCode: "78701" };
    const { context, session } = await applicant(kit, {
      completed: ["income", "creditLine", "identity", "identityConfirm", "mailingAddress"],
      draft: { mailToType: "pobox", mailingAddress: box },
      pii: { ssn: "123456789", dateOfBirth: "03/07/1990" },
    });
    const { response } = await submit(context, { ...VALID, ssn: "234-56-7890", ssnConfirm: "234567890" });
    expectRedirect(response, "/identity-confirm");
    expect(session.data.draft.mailingAddress).toEqual(box);
    expect(getPii(context)?.ssn).toBe("234567890");
  });
});

describe("identity step: each invalid field comes back with SPEC's message, values kept except the SSN", () => {
  it.each<[Record<string, string>, string, string]>([
    [{ firstName: "" }, "firstName", MSG.firstNameRequired],
    [{ lastName: "" }, "lastName", MSG.lastNameRequired],
    [{ firstName: "J0hn" }, "firstName", MSG.firstNameAlpha],
    [{ lastName: "O'Neil" }, "lastName", MSG.lastNameAlpha],
    [{ firstName: "Maximilianusss", lastName: "Throckmorton." }, "lastName", MSG.namesCombinedTooLong],
    [{ birthMonth: "", birthDay: "", birthYear: "" }, "dateOfBirth", MSG.dateOfBirthRequired],
    [{ birthDay: "" }, "dateOfBirth", MSG.dateOfBirthRequired],
    [{ birthMonth: "02", birthDay: "30", birthYear: "1990" }, "dateOfBirth", MSG.dateOfBirthInvalid],
    [{ birthMonth: "02", birthDay: "29", birthYear: "2001" }, "dateOfBirth", MSG.dateOfBirthInvalid],
    [{ birthMonth: "06", birthDay: "16", birthYear: "2008" }, "dateOfBirth", MSG.dateOfBirthTooYoung],
    ...ssnRefusals(MSG),
    [{ addressLine1: "PO Box 12" }, "addressLine1", MSG.homeAddressNoPoBox],
    [{ addressLine1: "P.O. Box 7" }, "addressLine1", MSG.homeAddressNoPoBox],
    [{ addressLine1: "12345 Very Long Boulevard N" }, "addressLine1", MSG.totalTooLong],
    ...addressRefusals(MSG),
    [{ zipCode: "00400" }, "zipCode", MSG.zipInvalid],
    [{ zipCode: "99951" }, "zipCode", MSG.zipInvalid],
  ])("%j → %s: %s", async (change, field, message) => {
    const { context, session } = await applicant(kit);
    const { response } = await submit(context, { ...VALID, ...change });
    expectRedirect(response, PATH);
    expect(keptErrors(session)[field]).toBe(message);
    expect(Object.keys(keptErrors(session))).toEqual([field]);
    const kept = keptValues(session);
    expect(kept).not.toHaveProperty("ssn");
    expect(kept).not.toHaveProperty("ssnConfirm");
    // The date of birth is kept for the re-filled form only sealed, never in clear.
    expect(kept).not.toHaveProperty("birthMonth");
    expect(kept).not.toHaveProperty("birthYear");
    expect(JSON.stringify(session.data.formResult)).not.toContain(
      `"${(change as Record<string, string>).birthYear ?? VALID.birthYear}"`,
    );
    if (field !== "addressLine1") expect(kept.addressLine1).toBe(VALID.addressLine1);
    // Nothing stored, nothing completed.
    expect(session.data.draft.sealedPii).toBeUndefined();
    expect(session.data.draft.completed).toEqual(["income", "creditLine"]);
    // The page then says 'Error:' and that the SSN was cleared (when one had been typed).
    const data = await pageData(context);
    expect(data.hasErrors).toBe(true);
    expect(data.ssnCleared).toBe(field !== "ssn" || (change as Record<string, string>).ssn !== "");
    // ... and comes back on the page.
    const month = (change as Record<string, string>).birthMonth ?? VALID.birthMonth;
    if (month) expect((data.lastResult?.initialValue as Record<string, unknown> | undefined)?.birthMonth).toBe(month);
  });

  it("an empty form reports every required field at once", async () => {
    const { context, session } = await applicant(kit);
    await submit(context, {});
    expect(keptErrors(session)).toEqual({
      firstName: MSG.firstNameRequired,
      lastName: MSG.lastNameRequired,
      dateOfBirth: MSG.dateOfBirthRequired,
      ssn: MSG.ssnRequired,
      addressLine1: MSG.streetRequired,
      city: MSG.cityRequired,
      state: MSG.stateRequired,
      zipCode: MSG.zipRequired,
    });
    expect((await pageData(context)).ssnCleared).toBe(false);
  });

  it("the SSN-cleared notice is said once", async () => {
    const { context } = await applicant(kit);
    await submit(context, { ...VALID, zipCode: "1" });
    expect((await pageData(context)).ssnCleared).toBe(true);
    const again = await pageData(context);
    expect(again.ssnCleared).toBe(false);
    expect(again.hasErrors).toBe(false);
    expect(en.identity.ssnCleared).toMatch(/cleared your SSN or ITIN/);
  });
});
