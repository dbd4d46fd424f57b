import { describe, expect, it } from "vitest";
import { requestLocale } from "./locale.server";

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
  });

  it("falls back to English for other or missing or hostile headers", async () => {
    expect(await requestLocale(undefined, undefined)).toBe("en");
    expect(await requestLocale(undefined, "de-DE")).toBe("en");
    expect(await requestLocale(undefined, "*;q=x,,,;;;\u0000")).toBe("en");
    expect(await requestLocale(undefined, "es".padEnd(10_000, ","))).toBe("es");
  });
});
