import { describe, expect, it } from "vitest";
import { applicant, routeTestKit } from "../../test/route-kit";
import { chooseLanguage, requestLocale } from "./locale.server";

describe("the request's language (issue 16)", () => {
  it("is the session's choice whatever the browser prefers", async () => {
    expect(await requestLocale("en", "es-US,es;q=0.9")).toBe("en");
    expect(await requestLocale("es", "en-US")).toBe("es");
  });

  it("follows Accept-Language on a first visit, q-values honoured", async () => {
    expect(await requestLocale(undefined, "es-US,es;q=0.9,en;q=0.5")).toBe("es");
    expect(await requestLocale(undefined, "es-MX")).toBe("es");
    expect(await requestLocale(undefined, "en;q=0.4,es;q=0.8")).toBe("es");
    expect(await requestLocale(undefined, "fr-FR,es;q=0.3,en;q=0.7")).toBe("en");
    // The first of ours in the browser's order, also behind a language we do not have.
    expect(await requestLocale(undefined, "de-DE,es-419;q=0.5")).toBe("es");
    expect(await requestLocale(undefined, "EN-gb,es;q=0.9")).toBe("en");
  });

  it("falls back to English for other or missing or hostile headers", async () => {
    expect(await requestLocale(undefined, undefined)).toBe("en");
    expect(await requestLocale(undefined, "de-DE")).toBe("en");
    expect(await requestLocale(undefined, "*;q=x,,,;;;\u0000")).toBe("en");
    expect(await requestLocale(undefined, "es".padEnd(10_000, ","))).toBe("es");
  });
});

describe("the header's language link (?lng=es)", () => {
  const kit = routeTestKit();

  async function choose(url: string) {
    const { context } = await applicant(kit);
    const response = await chooseLanguage(context, new Request(url));
    return { response, locale: context.session.data.locale };
  }

  it("keeps the choice and shows the same page again at its own URL, without the choice", async () => {
    const { response, locale } = await choose("http://localhost/basic-info?lng=es&from=x");
    expect(response?.status).toBe(303);
    expect(response?.headers.get("Location")).toBe("/basic-info?from=x");
    expect(locale).toBe("es");
    expect((await choose("http://localhost/basic-info")).response).toBeNull();
  });

  it("never sends the browser to another host", async () => {
    for (const url of ["http://localhost//evil.example?lng=es", "http://localhost/\\evil.example?lng=es"]) {
      const { response } = await choose(url);
      expect(response?.headers.get("Location"), url).toBe("/");
    }
  });
});
