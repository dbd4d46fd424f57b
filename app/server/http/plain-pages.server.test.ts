import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { plainPage } from "./plain-pages.server";

const request = (acceptLanguage?: string) =>
  ({ get: (name: string) => (name.toLowerCase() === "accept-language" ? acceptLanguage : undefined) }) as Request;

describe("the pages answered before the application runs (issue 16)", () => {
  it("speak the browser's language, with lang set", async () => {
    const html = await plainPage(request("es-US,es;q=0.9"), "Meridian", "unavailable", "/basic-info");
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain("En este momento no podemos acceder a su solicitud");
    expect(html).toContain('<a href="/basic-info">Intentar de nuevo</a>');
  });

  it("stay in English otherwise", async () => {
    const html = await plainPage(request(), "Meridian", "tooLarge", "//evil.example/x");
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain("That was more than this form can take.");
    // A path on this site, never another host.
    expect(html).toContain('href="/evil.example/x"');
  });
});
