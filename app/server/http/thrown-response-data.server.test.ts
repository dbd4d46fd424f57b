import { isRouteErrorResponse } from "@remix-run/react";
// Remix's own client decoder of single fetch (not in its public API): what the browser runs.
import { decodeViaTurboStream } from "@remix-run/react/dist/single-fetch.js";
import { describe, expect, it } from "vitest";
import { thrownResponseData } from "./thrown-response-data.server";

describe("a refusal answered before Remix, to a client navigation's data request (ADR 0229)", () => {
  it("is what Remix's browser code reads as a Response the action threw: status and message", async () => {
    const body = await thrownResponseData(429, "Espere un minuto y vuelva a intentarlo.");
    const stream = new Blob([new Uint8Array(body)]).stream();
    const decoded = (await decodeViaTurboStream(stream, globalThis)) as { value: { error: unknown } };
    const { error } = decoded.value;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 429, data: "Espere un minuto y vuelva a intentarlo." });
  });

  it("to a GET's data request, is each loader's refusal: every route asked for gets the status and message", async () => {
    const body = await thrownResponseData(429, "Too many.", ["root", "routes/_index"]);
    const decoded = (await decodeViaTurboStream(new Blob([new Uint8Array(body)]).stream(), globalThis)) as {
      value: Record<string, { error: unknown }>;
    };
    expect(Object.keys(decoded.value)).toEqual(["root", "routes/_index"]);
    for (const { error } of Object.values(decoded.value)) {
      expect(isRouteErrorResponse(error)).toBe(true);
      expect(error).toMatchObject({ status: 429, data: "Too many." });
    }
  });
});
