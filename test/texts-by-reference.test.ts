/**
 * A page's words over real HTTP (ADR 0160): a document names its texts in its loader data and carries
 * each payload once, as a JSON data block at the end of <head>; a client navigation's `.data` answer
 * carries them whole, since it has no page to carry them.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalogues.server";
import { browser, inlineDataOf, serverForSuite } from "./server-process";

const ROOT_TEXTS = "@en:common,errors,form,layout,offer";
const A_ROOT_TEXT = CATALOGUES.en.common.disclosurePreApproval;

/** The JSON data blocks of a page's <head>, by id. */
function blocksOf(html: string): Map<string, unknown> {
  const head = html.slice(0, html.indexOf("</head>"));
  const blocks = new Map<string, unknown>();
  for (const [, id, json] of head.matchAll(
    /<script type="application\/json" id="([^"]+)" nonce="[^"]+">([^<]*)<\/script>/g,
  )) {
    blocks.set(id!, JSON.parse(json!));
  }
  return blocks;
}

describe("texts by reference on a production server", () => {
  const app = serverForSuite({ MOCKS: "true" });

  it("a document carries each payload once, at the end of <head>, and its data only names them", async () => {
    const person = browser(app.url);
    await person.request("/Secured/Apply");
    const html = await (await person.request("/basic-info")).text();
    const blocks = blocksOf(html);
    expect([...blocks.keys()]).toEqual([ROOT_TEXTS, "@en:basicInfo"]);
    expect(blocks.get("@en:basicInfo")).toEqual({ basicInfo: CATALOGUES.en.basicInfo });
    expect(html).toMatch(/<script type="application\/json" id="@en:basicInfo" nonce="[^"]+">[^<]*<\/script><\/head>/);
    const inline = inlineDataOf(html).join("");
    expect(inline).toContain(ROOT_TEXTS);
    expect(inline).not.toContain(A_ROOT_TEXT.slice(0, 40));
    // The page's words themselves: rendered on the server from the same catalogue.
    expect(html).toContain(A_ROOT_TEXT.slice(1, 40));
  });

  it("the same page in Spanish names the Spanish payloads", async () => {
    const person = browser(app.url);
    await person.request("/Secured/Apply");
    const html = await (await person.request("/basic-info", { headers: { "accept-language": "es-US" } })).text();
    expect([...blocksOf(html).keys()]).toEqual(["@es:common,errors,form,layout,offer", "@es:basicInfo"]);
  });

  it("a client navigation's data request carries the texts whole, and names none", async () => {
    const person = browser(app.url);
    await person.request("/Secured/Apply");
    const response = await person.request("/basic-info.data?_routes=root,routes/basic-info");
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain(JSON.stringify(A_ROOT_TEXT).slice(1, 40));
    expect(body).not.toContain('"@en:');
  });
});
