#!/usr/bin/env node
// Compresses the browser's files once, at build time (ADR 0215): next to every file of public/build
// of at least 1 KB, `<file>.br` at brotli's best quality and `<file>.gz` at gzip's best level. The
// server holds them in memory and sends the one the browser takes (app/server/http/build-assets.server.ts),
// instead of compressing every script again for every first visit (brotli at quality 4 in the
// compression middleware: ~30 ms of CPU per first visit, and 12 % more bytes than quality 11).
//
//   node scripts/precompress-assets.mjs [dir]   (run by `npm run build`; dir: public/build)
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Below this the compression middleware sends a file as it is: so do we. */
export const MIN_BYTES = 1024;
export const ENCODED_SUFFIXES = [".br", ".gz"];

const isEncoded = (path) => ENCODED_SUFFIXES.some((suffix) => path.endsWith(suffix));

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes the encodings of every file in `dir`; removes those whose file is gone. Returns the totals. */
export function precompress(dir) {
  const files = filesUnder(dir);
  const present = new Set(files);
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const path of files) {
    if (isEncoded(path)) {
      // A file of an earlier build: its encoding must not outlive it.
      if (!present.has(path.slice(0, -3))) rmSync(path);
      continue;
    }
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) {
      for (const suffix of ENCODED_SUFFIXES) rmSync(`${path}${suffix}`, { force: true });
      continue;
    }
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    totals.files += 1;
    totals.raw += bytes.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] ?? join(ROOT, "public", "build"));
  const { files, raw, br, gz } = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompress-assets: ${files} files, ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
}
