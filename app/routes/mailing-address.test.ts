import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { MSG } from "~/domain/messages";
import { expectRedirect, get, settle, posted } from "../../test/requests";
import { applicant, keptErrors, keptValues, routeTestKit } from "../../test/route-kit";
import { addressRefusals } from "../../test/address-fixture";
import { action, loader } from "./mailing-address";
import { action as editAction, loader as editLoader } from "./mailing-address_.edit";
import { textsFor } from "~/i18n/catalogues.server";

const kit = routeTestKit();
const PATH = "/mailing-address";
const HOME = { addressLine1: "12 Main St", addressLine2: "Apt 4", city: "Springfield", state: "IL", zipCode: "62701" };
const PII = { ssn: "123456789", dateOfBirth: "03/07/1990" };
const CONFIRMED = ["income", "creditLine", "identity", "identityConfirm"];
const BOX = {
  mailToType: "pobox",
  addressLine1: "PO Box 123",
  addressLine2: "",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};

async function atMailing(extra: { draft?: Record<string, unknown>; completed?: string[] } = {}) {
  return applicant(kit, {
    completed: extra.completed ?? CONFIRMED,
    draft: { homeAddress: HOME, ...extra.draft },
    pii: PII,
  });
}

async function submit(context: AppLoadContext, fields: Record<string, string>) {
  return posted(action, PATH, context, { ...fields, csrf: context.session.data.csrf });
}

describe("mailing address: the page", () => {
  it("shows the home address and the saved choice", async () => {
    const { context } = await atMailing({
      draft: { mailToType: "pobox", mailingAddress: { ...BOX, mailToType: undefined } },
    });
    const data = await loader({ request: get(PATH), context, params: {} });
    if (data instanceof Response) throw new Error("expected data");
    expect(data.home).toEqual(["12 Main St", "Apt 4", "Springfield, IL 62701"]);
    expect(data.defaults).toMatchObject({ mailToType: "pobox", addressLine1: "PO Box 123", city: "Austin" });
    expect(data.hasErrors).toBe(false);
  });

  it("is too early before the identity is confirmed", async () => {
    const { context } = await atMailing({ completed: ["income", "creditLine", "identity"] });
    const { response } = await settle(loader({ request: get(PATH), context, params: {} }));
    expectRedirect(response, "/identity-confirm");
  });
});

describe("mailing address: 'Next'", () => {
  it("same as home: the mailing address is the home address; on to the funding source", async () => {
    const { context, session } = await atMailing();
    const { response } = await submit(context, { mailToType: "home", addressLine1: "ignored" });
    expectRedirect(response, "/funding-source");
    expect(session.data.draft).toMatchObject({ mailToType: "home", mailingAddress: HOME });
    expect(session.data.draft.completed).toEqual([...CONFIRMED, "mailingAddress"]);
  });

  it.each(["PO Box 123", "P.O. Box 9", "RR 2 Box 152", "Rural Route 4"])(
    "a PO box / rural route address: '%s'",
    async (line) => {
      const { context, session } = await atMailing();
      const { response } = await submit(context, { ...BOX, addressLine1: line, zipCode: "78701-1234" });
      expectRedirect(response, "/funding-source");
      expect(session.data.draft).toMatchObject({
        mailToType: "pobox",
        mailingAddress: { addressLine1: line, addressLine2: "", city: "Austin", state: "TX", zipCode: "78701-1234" },
        homeAddress: HOME,
      });
    },
  );

  it.each([
    [{ mailToType: "" }, "mailToType", MSG.mailToTypeRequired],
    [{ mailToType: "office" }, "mailToType", MSG.mailToTypeRequired],
    [{ addressLine1: "12 Main St" }, "addressLine1", MSG.mailingPoBoxRequired],
    [{ addressLine1: `PO Box ${"1".repeat(44)}` }, "addressLine1", MSG.totalTooLong],
    [{ addressLine2: "Suite 12345" }, "addressLine2", MSG.totalTooLong],
    [{ city: "Saint Petersburg Bch" }, "city", MSG.totalTooLong],
    ...addressRefusals(MSG),
    [{ state: "T1" }, "state", MSG.stateRequired],
    [{ zipCode: "1234" }, "zipCode", MSG.zipInvalid],
    [{ zipCode: "00499" }, "zipCode", MSG.zipInvalid],
    [{ zipCode: "99951" }, "zipCode", MSG.zipInvalid],
  ])("%j → %s: %s", async (change, field, message) => {
    const { context, session } = await atMailing();
    const { response } = await submit(context, { ...BOX, ...change });
    expectRedirect(response, PATH);
    expect(keptErrors(session)).toEqual({ [field]: message });
    if (field !== "city") expect(keptValues(session).city).toBe("Austin");
    expect(session.data.draft.completed).toEqual(CONFIRMED);
    expect(session.data.draft.mailingAddress).toBeUndefined();
    const data = await loader({ request: get(PATH), context, params: {} });
    expect(data instanceof Response ? null : data.hasErrors).toBe(true);
  });

  it("refuses a post before the identity is confirmed", async () => {
    const { context, session } = await atMailing({ completed: ["income", "creditLine", "identity"] });
    const { response } = await submit(context, { mailToType: "home" });
    expectRedirect(response, "/identity-confirm");
    expect(session.data.draft.mailToType).toBeUndefined();
  });

  it("refuses a post without the CSRF token", async () => {
    const { context } = await atMailing();
    const { response } = await posted(action, PATH, context, { mailToType: "home" });
    expect(response.status).toBe(403);
  });
});

describe("mailing address: 'Edit' of the home address (SPEC: edit it or keep it)", () => {
  const EDIT = "/mailing-address/edit";
  const choose = async (context: AppLoadContext, intent: string) =>
    posted(editAction, EDIT, context, { intent, csrf: context.session.data.csrf });

  it("shows the home address", async () => {
    const { context } = await atMailing();
    expect(await editLoader({ request: get(EDIT), context, params: {} })).toEqual({
      texts: textsFor("en", "mailingEdit"),
      home: ["12 Main St", "Apt 4", "Springfield, IL 62701"],
    });
  });

  it("'Edit home address' goes to the identity step's address field", async () => {
    const { context } = await atMailing();
    const { response } = await choose(context, "edit");
    expectRedirect(response, "/identity-verification#identity-addressLine1");
  });

  it("'Keep this address' goes back to the mailing address", async () => {
    const { context, session } = await atMailing();
    const { response } = await choose(context, "keep");
    expectRedirect(response, PATH);
    expect(session.data.draft.completed).toEqual(CONFIRMED);
  });

  it("is too early before the identity is confirmed", async () => {
    const { context } = await atMailing({ completed: ["income", "creditLine"] });
    const { response } = await settle(editLoader({ request: get(EDIT), context, params: {} }));
    expectRedirect(response, "/identity-verification");
    const posted = await choose(context, "edit");
    expectRedirect(posted.response, "/identity-verification");
  });
});
