import { storedAtEnd } from "../../test/app-harness";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { LAUNCH_OFFER_ACCEPTED_NOTICE } from "~/features/downsell/downsell.server";
import { expectRedirect, get, settle, posted } from "../../test/requests";
import { applicant, routeTestKit } from "../../test/route-kit";
import { action, loader } from "./identity-confirm";
import { textsFor } from "~/i18n/catalogues.server";

const kit = routeTestKit();
const PATH = "/identity-confirm";
const HOME = { addressLine1: "12 Main St", addressLine2: "Apt 4", city: "Springfield", state: "IL", zipCode: "62701" };
const PII = { ssn: "123456789", dateOfBirth: "03/07/1990" };
const IDENTITY_DONE = ["income", "creditLine", "identity"];

async function confirm(context: AppLoadContext, fields: Record<string, string> = { csrf: context.session.data.csrf }) {
  return posted(action, PATH, context, fields);
}

describe("identity confirm: the page", () => {
  it("shows name, date of birth, the SSN's last 4 only and the home address", async () => {
    const { context } = await applicant(kit, { completed: IDENTITY_DONE, draft: { homeAddress: HOME }, pii: PII });
    const data = await loader({ request: get(PATH), context, params: {} });
    expect(data).toEqual({
      texts: textsFor("en", "identityConfirm"),
      notice: null,
      name: "Jane Doe",
      // The card prints it as typed: nothing more to say.
      cardName: null,
      dateOfBirth: "March 7, 1990",
      ssnMasked: "***-**-6789",
      ssnLast4: "6789",
      address: ["12 Main St", "Apt 4", "Springfield, IL 62701"],
    });
    expect(JSON.stringify(data)).not.toMatch(/12345|03\/07\/1990/);
  });

  it("a name with accents: the name as typed, and how the card will print it (issue 46 item 10)", async () => {
    const { context } = await applicant(kit, {
      completed: IDENTITY_DONE,
      draft: { homeAddress: HOME, firstName: "José", lastName: "Muñoz" },
      pii: PII,
    });
    expect(await loader({ request: get(PATH), context, params: {} })).toMatchObject({
      name: "José Muñoz",
      cardName: "Jose Munoz",
    });
  });

  it("in Spanish: the date in Spanish and the accepted Launch offer's notice (issue 16)", async () => {
    const { context } = await applicant(kit, { completed: IDENTITY_DONE, draft: { homeAddress: HOME }, pii: PII });
    context.locale = "es";
    context.session.data.notice = { path: PATH, text: LAUNCH_OFFER_ACCEPTED_NOTICE };
    const data = await loader({ request: get(PATH), context, params: {} });
    expect(data).toMatchObject({
      texts: textsFor("es", "identityConfirm"),
      dateOfBirth: "7 de marzo de 1990",
      notice:
        "Oferta aceptada: su Launch Secured Visa Card tiene una línea de crédito de $100, garantizada con un depósito de garantía reembolsable de $100. Confirme sus datos para continuar.",
    });
  });

  it("is too early before the identity step", async () => {
    const { context } = await applicant(kit, { draft: { homeAddress: HOME }, pii: PII });
    const { thrown, response } = await settle(loader({ request: get(PATH), context, params: {} }));
    expect(thrown).toBe(true);
    expectRedirect(response, "/identity-verification");
  });

  it("sends the applicant back to the identity step when the SSN cannot be read", async () => {
    const { context, session } = await applicant(kit, {
      completed: IDENTITY_DONE,
      draft: { homeAddress: HOME },
      pii: PII,
    });
    session.data.draft.sealedPii = "not-a-sealed-value";
    const { response } = await settle(loader({ request: get(PATH), context, params: {} }));
    expectRedirect(response, "/identity-verification");
    expect(session.data.draft.completed).toEqual(["income", "creditLine"]);
  });
});

describe("identity confirm: 'Confirm'", () => {
  it("completes the step and goes to the mailing address", async () => {
    const { context, session } = await applicant(kit, {
      completed: IDENTITY_DONE,
      draft: { homeAddress: HOME },
      pii: PII,
    });
    const { response } = await confirm(context);
    expectRedirect(response, "/mailing-address");
    expect(session.data.draft.completed).toEqual([...IDENTITY_DONE, "identityConfirm"]);
    expect(await storedAtEnd(kit, session)).toMatchObject({
      draft: { completed: [...IDENTITY_DONE, "identityConfirm"] },
    });
  });

  it("refuses a post without the CSRF token", async () => {
    const { context, session } = await applicant(kit, {
      completed: IDENTITY_DONE,
      draft: { homeAddress: HOME },
      pii: PII,
    });
    const { response } = await confirm(context, {});
    expect(response.status).toBe(403);
    expect(session.data.draft.completed).toEqual(IDENTITY_DONE);
  });

  it("refuses a post before the identity step", async () => {
    const { context, session } = await applicant(kit, { draft: { homeAddress: HOME } });
    const { response } = await confirm(context);
    expectRedirect(response, "/identity-verification");
    expect(session.data.draft.completed).toEqual(["income", "creditLine"]);
  });

  it("without readable identity answers goes back to the identity step instead of confirming", async () => {
    const { context, session } = await applicant(kit, { completed: IDENTITY_DONE, draft: { homeAddress: HOME } });
    const { response } = await confirm(context);
    expectRedirect(response, "/identity-verification");
    expect(session.data.draft.completed).toEqual(["income", "creditLine"]);
  });
});
