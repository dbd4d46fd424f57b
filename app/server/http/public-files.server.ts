import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";
import { streamedCompression } from "./whole-body-compression.server";

/**
 * public/ as static files, asked of the disk only for paths under a name it held at start-up
 * (favicon.svg, documents/…). express.static alone stats the disk on every request — every page —
 * before Remix sees it: a system call per page for files that are never there (issue 15).
 * public/build has its own mount (fingerprinted, immutable) and is left out here.
 */
export function publicFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const names = new Set(readdirSync(dir).filter((name) => name !== "build"));
  const serve = compressedFiles(dir, options);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const first = req.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // Not a name public/ could hold; serve-static would answer 400, Remix answers it instead.
    }
    return names.has(name) ? serve(req, res, next) : next();
  };
}

/**
 * express.static behind the compression middleware (ADR 0216: applied to files read from the disk
 * only), whole files only: the part a Range request names would be cut from the file while a whole
 * answer is compressed, so a client resuming a compressed download would splice the two, and a
 * compressed part would not be the bytes its Content-Range counts. The files are small (HTML, SVG,
 * scripts): a Range request gets the whole file (RFC 9110 §14.2 lets a server ignore Range).
 */
export function compressedFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const serve = express.static(dir, { ...options, acceptRanges: false });
  // Named: test/compression-placement.test.ts finds where compression runs by the handlers' names.
  return function compressedStatic(req, res, next) {
    streamedCompression(req, res, () => serve(req, res, next));
  };
}
