import { describe, expect, it } from "vitest";
import { rendersDocument } from "./app.server";

/** Which requests render a document, whose texts then go by reference (ADR 0160): Remix's own tests. */
describe("rendersDocument", () => {
  it.each([
    ["/basic-info", true],
    ["/basic-info?lng=es", true],
    ["/", true],
    ["/basic-info.data", false],
    ["/_root.data", false],
    ["/basic-info.data?_routes=root,routes/basic-info", false],
    ["/basic-info?_data=routes/basic-info", false],
  ])("%s → %s", (path, expected) => {
    expect(rendersDocument(new URL(path, "http://localhost"))).toBe(expected);
  });
});
