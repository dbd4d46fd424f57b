#!/usr/bin/env node
// Minifies the browser build once more, with terser (ADR 0224). Remix's compiler minifies with
// esbuild, which is fast but leaves bytes terser removes: unused declarations left in shared chunks,
// and a few percent of React DOM's and the router's code. Every page's JavaScript must fit in 100 KB
// gzip (issue 15), and this pass is ~3.5 KB of it. The files keep their names: the output depends
// only on the input and on terser's version and options (both pinned), so a hashed name still names
// one content.
//
//   node scripts/minify-browser-build.mjs [metafile] [root]   (run by `npm run build`, before compile-hints)
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { minify } from "terser";
import { isMain } from "./is-main.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Comments that stay: the licence notices (esbuild gathers them as `/*! Bundled license information …`
 * at the end of a chunk; `@license`, `@preserve`) and V8's compile hint (scripts/compile-hints.mjs),
 * so that a second run keeps it.
 */
const KEPT_COMMENT = /^!|@license|@preserve|^# allFunctionsCalledOnLoad/;

/** terser's options: ES modules (exports and imports kept), two compress passes. */
export const TERSER_OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: true,
  format: { comments: (_node, comment) => KEPT_COMMENT.test(comment.value) },
};

/** Minifies one module's code; throws what terser throws. */
export async function minifyModule(code) {
  const { code: out } = await minify(code, TERSER_OPTIONS);
  if (out === undefined) throw new Error("terser returned no code");
  return out;
}

/**
 * The browser's modules of an esbuild metafile (paths relative to `root`): its `.js` outputs. Not the
 * Remix manifest (written apart, JSON behind an assignment) nor any other file of the folder.
 * @param {{ outputs: Record<string, unknown> }} metafile
 */
export const browserModules = (metafile) => Object.keys(metafile.outputs).filter((path) => path.endsWith(".js"));

/** Rewrites each of `files` that terser makes smaller. Returns the byte totals. */
export async function minifyFiles(files) {
  const totals = { files: 0, before: 0, after: 0 };
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    const out = await minifyModule(code);
    const kept = Buffer.byteLength(out) < Buffer.byteLength(code) ? out : code;
    totals.files += 1;
    totals.before += Buffer.byteLength(code);
    totals.after += Buffer.byteLength(kept);
    if (kept !== code) writeFileSync(file, kept);
  }
  return totals;
}

if (isMain(import.meta.url)) {
  const metafile = JSON.parse(
    readFileSync(resolve(process.argv[2] ?? join(ROOT, "build", "metafile.js.json")), "utf8"),
  );
  const root = resolve(process.argv[3] ?? ROOT);
  const modules = browserModules(metafile);
  if (modules.length === 0) throw new Error("minify-browser-build: the metafile names no .js output");
  const { files, before, after } = await minifyFiles(modules.map((path) => join(root, path)));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`minify-browser-build: ${files} files, ${kb(before)} → ${kb(after)}`);
}
