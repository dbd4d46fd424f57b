/**
 * The example screen of docs/how-to-build-a-screen.md (test/fixtures/how-to/your-name.tsx): its loader
 * and action do what the page says they do, and every snippet the page quotes is the fixture's text at
 * the lines it names — so the how-to compiles (tsc) and runs (here) with the code it describes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MSG } from "~/domain/messages";
import { textsFor } from "~/i18n/catalogues.server";
import { action, loader, meta, PATH } from "./fixtures/how-to/your-name";
import { dataOf, expectRedirect, get, settle, posted } from "./requests";
import { applicant, keptErrors, keptValues, routeTestKit } from "./route-kit";

const kit = routeTestKit();

const send = (context: Parameters<typeof action>[0]["context"], fields: Record<string, string>, csrf = true) =>
  posted(action, PATH, context, { ...fields, csrf: csrf ? context.session.data.csrf : undefined });

describe("the how-to's screen: loader", () => {
  it("fills the names on file and gives the fields their HTML constraints", async () => {
    const { context } = await applicant(kit, { draft: { firstName: "Jane", lastName: "Doe" } });
    const data = await dataOf(loader({ request: get(PATH), context, params: {} }));
    expect(data.defaults).toEqual({ firstName: "Jane", lastName: "Doe" });
    expect(data.constraint.firstName?.required).toBe(true);
    expect(data).toMatchObject({ lastResult: null, hasErrors: false });
    expect(typeof data.texts).toBe("string");
  });

  it("sends a visit before the credit line is done to the first step not done", async () => {
    const { context } = await applicant(kit, { completed: ["income"] });
    const { thrown, response } = await settle(loader({ request: get(PATH), context, params: {} }));
    expect(thrown).toBe(true);
    expectRedirect(response, "/credit-line");
  });
});

describe("the how-to's screen: action", () => {
  it("keeps accepted names in the draft, reopens the confirmation and goes on (303)", async () => {
    const { context, session } = await applicant(kit, {
      completed: ["income", "creditLine", "identity", "identityConfirm"],
    });
    const { response } = await send(context, { firstName: "José", lastName: "Muñoz" });
    expectRedirect(response, "/identity-confirm");
    expect(session.data.draft).toMatchObject({ firstName: "José", lastName: "Muñoz" });
    expect(session.data.draft.completed).not.toContain("identityConfirm");
  });

  it("sends a rejected form back to its page with SPEC's message, and the page shows it once", async () => {
    const { context, session } = await applicant(kit, { draft: { firstName: "Jane", lastName: "Doe" } });
    const { response } = await send(context, { firstName: "J4ne", lastName: "" });
    expectRedirect(response, PATH);
    expect(keptErrors(session)).toEqual({ firstName: MSG.firstNameAlpha, lastName: MSG.lastNameRequired });
    expect(keptValues(session)).toMatchObject({ firstName: "J4ne" });
    expect(session.data.draft.firstName).toBe("Jane");
    const page = await dataOf(loader({ request: get(PATH), context, params: {} }));
    expect(page.hasErrors).toBe(true);
    const root = { data: { texts: textsFor("en", "errors") } };
    const title = meta({ data: page, matches: [root, { data: page }] })[0]?.title;
    expect(title?.startsWith("Error: ")).toBe(true);
    expect((await dataOf(loader({ request: get(PATH), context, params: {} }))).hasErrors).toBe(false);
  });

  it("refuses a post without the form's CSRF token (403), and a field the form does not declare (400)", async () => {
    const { context, session } = await applicant(kit);
    const forged = await send(context, { firstName: "Eve", lastName: "Doe" }, false);
    expect([forged.thrown, forged.response.status]).toEqual([true, 403]);
    const extra = await send(context, { firstName: "Eve", lastName: "Doe", isAdmin: "1" });
    expect([extra.thrown, extra.response.status]).toEqual([true, 400]);
    expect(session.data.draft.firstName).not.toBe("Eve");
  });
});

describe("docs/how-to-build-a-screen.md", () => {
  const page = readFileSync("docs/how-to-build-a-screen.md", "utf8");
  const quotes = [...page.matchAll(/<!-- quote: (\S+) lines (\d+)-(\d+) -->\n```\w*\n([\s\S]*?)```/g)].map(
    ([, file = "", from = "", to = "", text = ""]) => ({ file, from: Number(from), to: Number(to), text }),
  );

  it("quotes the example screen", () => {
    expect(quotes.length).toBeGreaterThanOrEqual(4);
  });

  it.each(quotes.map((q) => [`${q.file} ${q.from}-${q.to}`, q] as const))("quotes %s as it is", (_name, q) => {
    const lines = readFileSync(q.file, "utf8").split("\n");
    expect(q.text).toBe(`${lines.slice(q.from - 1, q.to).join("\n")}\n`);
  });
});
