#!/usr/bin/env node
// Marks the browser chunk that holds React DOM with V8's per-file compile hint (ADR 0221): the
// magic comment `//# allFunctionsCalledOnLoad` as its first line. Chromium (136+) then compiles all
// its functions on the thread that streams the script in, where without it V8 only pre-parses them
// and compiles each on the main thread at its first call: the module's evaluation (esbuild wraps
// React DOM's CommonJS in one function) and hydration. Other browsers read a comment.
//
//   node scripts/compile-hints.mjs [metafile] [root]   (run by `npm run build`, before precompress)
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isMain } from "./is-main.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
/** React DOM's code: nearly every function of it runs while a page hydrates. */
const CALLED_ON_LOAD = "node_modules/react-dom/cjs/";

/**
 * The chunks (paths relative to `root`) of an esbuild metafile that hold React DOM's code.
 * @param {{ outputs: Record<string, { inputs: Record<string, unknown> }> }} metafile
 */
export function chunksCalledOnLoad(metafile) {
  return Object.entries(metafile.outputs)
    .filter(
      ([path, output]) => path.endsWith(".js") && Object.keys(output.inputs).some((i) => i.includes(CALLED_ON_LOAD)),
    )
    .map(([path]) => path);
}

/** Puts the hint on top of each such chunk once (a second run leaves them as they are). */
export function addCompileHints(metafile, root) {
  const chunks = chunksCalledOnLoad(metafile);
  for (const chunk of chunks) {
    const file = join(root, chunk);
    const code = readFileSync(file, "utf8");
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + code);
  }
  return chunks;
}

if (isMain(import.meta.url)) {
  const metafile = JSON.parse(
    readFileSync(resolve(process.argv[2] ?? join(ROOT, "build", "metafile.js.json")), "utf8"),
  );
  const chunks = addCompileHints(metafile, resolve(process.argv[3] ?? ROOT));
  if (chunks.length === 0) throw new Error(`compile-hints: no chunk holds ${CALLED_ON_LOAD}`);
  console.log(`compile-hints: ${chunks.join(", ")}`);
}
