#!/usr/bin/env node
// Minifies the browser build once more, with terser (ADR 0224). Remix's compiler minifies with
// esbuild, which is fast but leaves bytes terser removes: unused declarations left in shared chunks,
// and a few percent of React DOM's and the router's code. Every page's JavaScript must fit in 100 KB
// gzip (issue 15), and this pass is ~4 KB of it. The files keep their names: the output depends only
// on the input, so a content hash in a name still names one content.
//
//   node scripts/minify-browser-build.mjs [dir]   (run by `npm run build`, before compile-hints)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { minify } from "terser";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** terser's options: ES modules (exports and imports kept), two compress passes. */
export const TERSER_OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { passes: 2 },
  mangle: true,
  // V8's per-file compile hint (scripts/compile-hints.mjs) must survive a second run; nothing else.
  format: { comments: /^# allFunctionsCalledOnLoad/ },
};

function scriptsUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scriptsUnder(path);
    // The manifest file is JSON behind an assignment, read as such (scripts/bench/js-budget.mjs).
    return entry.isFile() && entry.name.endsWith(".js") && !entry.name.startsWith("manifest-") ? [path] : [];
  });
}

/** Minifies one module's code; throws what terser throws. */
export async function minifyModule(code) {
  const { code: out } = await minify(code, TERSER_OPTIONS);
  if (out === undefined) throw new Error("terser returned no code");
  return out;
}

/** Rewrites every script under `dir` that terser makes smaller. Returns the byte totals. */
export async function minifyBrowserBuild(dir) {
  const totals = { files: 0, before: 0, after: 0 };
  for (const file of scriptsUnder(dir)) {
    const code = readFileSync(file, "utf8");
    const out = await minifyModule(code);
    totals.files += 1;
    totals.before += Buffer.byteLength(code);
    const kept = Buffer.byteLength(out) < Buffer.byteLength(code) ? out : code;
    totals.after += Buffer.byteLength(kept);
    if (kept !== code) writeFileSync(file, kept);
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] ?? join(ROOT, "public", "build"));
  const { files, before, after } = await minifyBrowserBuild(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`minify-browser-build: ${files} files, ${kb(before)} → ${kb(after)}`);
}
