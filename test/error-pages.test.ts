/**
 * SPEC §8: every entry of the error catalogue is reachable by its key, with its exact texts and button,
 * as the production server renders it; the address never puts text on the page.
 */
import { describe, expect, it } from "vitest";
import { ERRORS, fillPlaceholders } from "../app/domain/error-catalogue";
import { serverForSuite } from "./server-process";

const app = serverForSuite({ MOCKS: "true", CUSTOMER_SERVICE_PHONE: "1-800-555-0199" });

const TARGETS: Record<string, string> = {
  home: "/",
  "funding-payment": "/funding-payment",
  "otp-check": "/otp-check",
  terms: "/terms-and-conditions",
  documents: "/document-selection",
  "check-status": "/check-application-status",
};

/** The page's text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/'/g, "&#x27;")
    .replace(/"/g, "&quot;");

async function errorPage(reason: string) {
  const response = await fetch(`${app.url()}/error?reason=${reason}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, main: /<main[^>]*>(.*)<\/main>/s.exec(html)?.[1] ?? "" };
}

describe("the error pages", () => {
  it.each(Object.entries(ERRORS))("'%s': its title, texts and button", async (key, entry) => {
    const { html, main } = await errorPage(key);
    expect(html).toContain(`<title>${escaped(entry.title)}</title>`);
    expect(main).toContain(`<h1 class="flow__title">${escaped(entry.title)}</h1>`);
    const message = "message" in entry ? entry.message : undefined;
    const help = "help" in entry ? entry.help : undefined;
    if (message) expect(main).toContain(`<p>${escaped(message)}</p>`);
    if (help) expect(main).toContain(`>${escaped(fillPlaceholders(help, { phone: "1-800-555-0199" }))}</p>`);
    expect(main.match(/<p[ >]/g)).toHaveLength(1 + (message ? 1 : 0) + (help ? 1 : 0));
    expect(main).toContain(`href="${TARGETS[entry.target]}">${escaped(entry.buttonText)}</a>`);
  });

  it("an unknown key shows the generic error, never text from the address", async () => {
    const { main } = await errorPage("%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(main).toContain(`<h1 class="flow__title">${escaped(ERRORS.generic.title)}</h1>`);
    expect(main).not.toContain("alert(1)");
  });
});
