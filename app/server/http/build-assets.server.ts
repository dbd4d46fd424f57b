import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import Negotiator from "negotiator";
import { THRESHOLD_BYTES } from "./whole-body-compression.server";

/**
 * public/build — the browser's fingerprinted scripts and styles — served from memory, each in the
 * encoding the browser takes, compressed once at build time into build/assets-encoded/
 * (scripts/precompress-assets.mjs, ADR 0215).
 * express.static read every file from the disk on every request (a stat, an open, reads and a
 * close on the thread pool, ~0.75 ms of CPU each) and the compression middleware then compressed it
 * again with brotli at quality 4: ~30 ms of CPU for a first visit's 24 files, and 12 % more bytes
 * than brotli's best. A name not held here (a file written after start-up) goes on to the next
 * handler: express.static, as before; so does a file of 1 KB or more that the build did not compress.
 * The files never change once built: their names carry their hash.
 */

const TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
};
// no-transform: no proxy or compression middleware re-encodes the answer (a client that takes neither
// brotli nor gzip gets the file, never a deflate under the file's own strong ETag).
const CACHE_CONTROL = "public, max-age=31536000, immutable, no-transform";
export const ENCODED_DIR = join("build", "assets-encoded");

interface Representation {
  readonly body: Buffer;
  readonly etag: string;
  /** Content-Encoding; none for the file as it is. */
  readonly encoding?: "br" | "gzip";
}

interface Asset {
  readonly type: string;
  readonly identity: Representation;
  readonly br?: Representation;
  readonly gzip?: Representation;
}

const representation = (body: Buffer, encoding?: "br" | "gzip"): Representation => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  encoding,
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return filesUnder(join(dir, entry.name));
    return entry.isFile() ? [join(dir, entry.name)] : [];
  });
}

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;

/** An encoding of `file` made by the build, if there is one and it decodes to the file (a few ms in all). */
function encodingOf(path: string, encoding: "br" | "gzip", file: Buffer): Representation | undefined {
  if (!existsSync(path)) return undefined;
  const body = readFileSync(path);
  try {
    if (!DECODE[encoding](body).equals(file)) return undefined;
  } catch {
    return undefined;
  }
  return representation(body, encoding);
}

/**
 * The files of `dir` by their URL path under the mount ("/_shared/chunk-X.js"), with the encodings
 * of `encodedDir` that decode to them (an encoding left from another build is never sent).
 */
export function loadAssets(dir: string, encodedDir = ENCODED_DIR): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const path of filesUnder(dir)) {
    const type = TYPES[extname(path)];
    if (!type) continue;
    const name = relative(dir, path);
    const file = readFileSync(path);
    const br = encodingOf(join(encodedDir, `${name}.br`), "br", file);
    const gzip = encodingOf(join(encodedDir, `${name}.gz`), "gzip", file);
    // A file the middleware would compress but the build did not: left to express.static and the
    // middleware, as before ADR 0215 (an instance started without build/assets-encoded/).
    if (file.length >= THRESHOLD_BYTES && !(br && gzip)) continue;
    assets.set(`/${name.split(sep).join("/")}`, { type, identity: representation(file), br, gzip });
  }
  return assets;
}

/** The representation for this request: brotli where taken (the smaller), else gzip, else the file. */
function chosen(asset: Asset, headers: { [name: string]: string | string[] | undefined }): Representation {
  if (!asset.br && !asset.gzip) return asset.identity;
  const accepted = new Negotiator({ headers }).encodings(["br", "gzip"]);
  if (asset.br && accepted.includes("br")) return asset.br;
  if (asset.gzip && accepted.includes("gzip")) return asset.gzip;
  return asset.identity;
}

/** Whether If-None-Match names this representation (weak comparison, as for a GET: RFC 9110 §13.1.2). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

export function buildAssets(dir: string, assets = loadAssets(dir)): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // req.path as the client spelled it: a key of the map or nothing (no decoding, no file system).
    const asset = assets.get(req.path);
    if (!asset) return next();
    const sent = chosen(asset, req.headers);
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", sent.etag);
    if (asset.br || asset.gzip) res.vary("Accept-Encoding");
    if (notModified(req.headers["if-none-match"], sent.etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Type", asset.type);
    if (sent.encoding) res.setHeader("Content-Encoding", sent.encoding);
    res.setHeader("Content-Length", sent.body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : sent.body);
  };
}
