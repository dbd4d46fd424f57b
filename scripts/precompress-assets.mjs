#!/usr/bin/env node
// Compresses the browser's files once, at build time (ADR 0215): for every file of public/build of
// at least 1 KB, `<file>.br` at brotli's best quality and `<file>.gz` at gzip's best level, under
// build/assets-encoded/ (the same relative paths; a folder no URL reaches). The server holds them
// in memory and sends the one the browser takes (app/server/http/build-assets.server.ts), instead of
// compressing every script again for every first visit (brotli at quality 4 in the compression
// middleware: ~30 ms of CPU per first visit, and 12 % more bytes than quality 11).
//
//   node scripts/precompress-assets.mjs [sourceDir] [outDir]   (run by `npm run build`)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isMain } from "./is-main.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Below this the compression middleware sends a file as it is: so do we. */
export const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return filesUnder(join(dir, entry.name));
    return entry.isFile() ? [join(dir, entry.name)] : [];
  });
}

/** Writes the encodings of every file in `sourceDir` into `outDir`, afresh. Returns the totals. */
export function precompress(sourceDir, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const path of filesUnder(sourceDir)) {
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    const target = join(outDir, relative(sourceDir, path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.br`, br);
    writeFileSync(`${target}.gz`, gz);
    totals.files += 1;
    totals.raw += bytes.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

if (isMain(import.meta.url)) {
  const sourceDir = resolve(process.argv[2] ?? join(ROOT, "public", "build"));
  const outDir = resolve(process.argv[3] ?? join(ROOT, "build", "assets-encoded"));
  const { files, raw, br, gz } = precompress(sourceDir, outDir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompress-assets: ${files} files, ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
}
