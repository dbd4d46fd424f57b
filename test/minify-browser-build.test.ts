/**
 * The browser build's second minification (scripts/minify-browser-build.mjs, ADR 0224): smaller
 * modules with the same imports and exports, the licence notices and V8's compile hint kept, only
 * the metafile's modules touched (not the manifest, which is JSON behind an assignment).
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { browserModules, minifyFiles, minifyModule } from "../scripts/minify-browser-build.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "minify-build-"));
  dirs.push(dir);
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
  return dir;
}

describe("the browser build's second minification", () => {
  it("drops a shared chunk's unused declarations and keeps its imports and exports", async () => {
    // esbuild left this shape in a shared chunk: `c` is neither used nor exported.
    const chunk =
      'import{a as t}from"/build/_shared/chunk-A.js";var r={basic:35,plus:0},n=t(19.95),e={basic:200};' +
      "var c={basic:[200,300,500],launch:[e.basic]};export{r as a,n as b};";
    const out = await minifyModule(chunk);
    expect(out.length).toBeLessThan(chunk.length);
    expect(out).not.toContain("[200,300,500]");
    expect(out).toContain('from"/build/_shared/chunk-A.js"');
    expect(out).toMatch(/export\s*\{[^}]*\bas a\b[^}]*\bas b\b[^}]*\}/);
  });

  it("keeps the licence notices esbuild gathers and V8's compile hint on top", async () => {
    const licences =
      "/*! Bundled license information:\n\nreact-dom/cjs/react-dom.production.min.js:\n  (**\n   * @license React\n   *)\n*/";
    const out = await minifyModule(
      `//# allFunctionsCalledOnLoad\n/* a note */function render(element){return element}export{render};\n${licences}\n`,
    );
    expect(out).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(out).toContain("Bundled license information");
    expect(out).toContain("@license React");
    expect(out).not.toContain("a note");
  });

  it("rewrites the metafile's modules only: not the manifest, a stylesheet or another file", async () => {
    const manifest = 'window.__remixManifest={"entry":{"module":"/build/entry.js"}};';
    const dir = buildDir({
      "public/build/_shared/chunk-R.js": "function render(element){return element}export{render};",
      "public/build/manifest-ABC.js": manifest,
      "public/build/_assets/app.css": "body { color: black }",
    });
    const metafile = {
      outputs: { "public/build/_shared/chunk-R.js": {}, "public/build/_assets/app.css": {} },
    };
    const modules: string[] = browserModules(metafile);
    expect(modules).toEqual(["public/build/_shared/chunk-R.js"]);
    const totals = await minifyFiles(modules.map((path) => join(dir, path)));
    expect(totals.files).toBe(1);
    expect(totals.after).toBeLessThan(totals.before);
    expect(readFileSync(join(dir, "public/build/manifest-ABC.js"), "utf8")).toBe(manifest);
    expect(readFileSync(join(dir, "public/build/_assets/app.css"), "utf8")).toBe("body { color: black }");
  });

  it("gives the same output for the same input (a file's hashed name still names one content)", async () => {
    const code = "const a=[1,2,3].map(x=>x*2);export function f(){return a.length}";
    expect(await minifyModule(code)).toBe(await minifyModule(code));
  });
});
