/**
 * The compile hint on the browser chunk that holds React DOM (scripts/compile-hints.mjs, ADR 0221):
 * found from the build's metafile, written once, and there in the production build and in what the
 * server sends compressed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, chunksCalledOnLoad, COMPILE_HINT } from "../scripts/compile-hints.mjs";
import { ensureBuild } from "./server-process";

const metafile = {
  outputs: {
    "public/build/_shared/chunk-A.js": { inputs: { "node_modules/react-dom/cjs/react-dom.production.min.js": {} } },
    "public/build/entry.client-B.js": {
      inputs: { "node_modules/react-dom/client.js": {}, "app/entry.client.tsx": {} },
    },
    "public/build/routes/x-C.js": { inputs: { "app/routes/x.tsx": {} } },
    "public/build/_assets/app-D.css": { inputs: { "node_modules/react-dom/cjs/not-code.css": {} } },
  },
};

describe("compile hints", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("picks only the JavaScript chunk holding React DOM's code", () => {
    expect(chunksCalledOnLoad(metafile)).toEqual(["public/build/_shared/chunk-A.js"]);
  });

  it("puts the hint on the first line once, however often the build step runs", () => {
    dir = mkdtempSync(join(tmpdir(), "hints-"));
    mkdirSync(join(dir, "public/build/_shared"), { recursive: true });
    mkdirSync(join(dir, "public/build/routes"), { recursive: true });
    writeFileSync(join(dir, "public/build/_shared/chunk-A.js"), "import{a}from'./b.js';var x=1;");
    writeFileSync(join(dir, "public/build/routes/x-C.js"), "var y=2;");
    addCompileHints(metafile, dir);
    addCompileHints(metafile, dir);
    expect(readFileSync(join(dir, "public/build/_shared/chunk-A.js"), "utf8")).toBe(
      `${COMPILE_HINT}import{a}from'./b.js';var x=1;`,
    );
    expect(readFileSync(join(dir, "public/build/routes/x-C.js"), "utf8")).toBe("var y=2;");
  });

  it("is on React DOM's chunk in the production build, sent compressed as built", () => {
    ensureBuild();
    const built = JSON.parse(readFileSync("build/metafile.js.json", "utf8"));
    const [chunk, ...more] = chunksCalledOnLoad(built);
    expect(more).toEqual([]);
    const code = readFileSync(chunk!, "utf8");
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    const encoded = brotliDecompressSync(
      readFileSync(chunk!.replace(/^public\/build\//, "build/assets-encoded/") + ".br"),
    );
    expect(encoded.toString("utf8")).toBe(code);
  });
});
