// A dynamic answer whose whole body is known before its headers go out (a page ends in one turn,
// ADR 0212; a data request's settled text, ADR 0213) is compressed in one call here, instead of
// through the `compression` middleware's zlib stream (ADR 0214). The stream ran on the thread pool,
// cost ~0.3 ms of CPU per page in its machinery besides the deflate itself, and sent the answer
// chunked in several writes; one call costs the deflate alone and the answer keeps its
// Content-Length. The middleware still compresses what is streamed, and sees this answer as
// already encoded.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import compressible from "compressible";
import Negotiator from "negotiator";

/** The `compression` middleware's defaults, so an answer is compressed whichever of the two does it. */
export const THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 4;
/**
 * Above this, one call would hold the event loop too long (~0.8 ms at 64 KB): the middleware's stream
 * does it. Pages are ~20–25 KB, data answers under 10 KB.
 */
export const WHOLE_BODY_MAX_BYTES = 64 * 1024;

type Encoding = "gzip" | "br";

/** What of the Express response compressing a whole body reads and sets. */
export interface CompressibleAnswer {
  readonly req?: { readonly method: string; readonly headers: { [name: string]: string | string[] | undefined } };
  getHeader(name: string): number | string | string[] | undefined;
  setHeader(name: string, value: number | string): unknown;
  vary?(field: string): unknown;
}

/**
 * The encoding a whole body goes out in, by the middleware's rules (a compressible type, no
 * `no-transform`, at least 1 KB, not already encoded, not HEAD), or none. Gzip where the client
 * takes it: on our pages as small as brotli at the middleware's quality 4 (6,821 against 6,795
 * bytes for `/credit-line`) at half the CPU; brotli for a client that takes only that.
 */
export function wholeBodyEncoding(res: CompressibleAnswer, byteLength: number): Encoding | null {
  const req = res.req;
  if (!req) return null;
  const type = res.getHeader("Content-Type");
  if (typeof type !== "string" || !compressible(type)) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))) return null;
  res.vary?.("Accept-Encoding");
  if (byteLength < THRESHOLD_BYTES || byteLength > WHOLE_BODY_MAX_BYTES) return null;
  if (res.getHeader("Content-Encoding") !== undefined || req.method === "HEAD") return null;
  const accepted = new Negotiator(req).encodings(["gzip", "br"]);
  if (accepted.includes("gzip")) return "gzip";
  return accepted.includes("br") ? "br" : null;
}

/** The body compressed for the client when it should be (Content-Encoding set), else the body itself. */
export function compressWhole(res: CompressibleAnswer, body: Uint8Array): Uint8Array {
  const encoding = wholeBodyEncoding(res, body.byteLength);
  if (encoding === null) return body;
  const compressed =
    encoding === "gzip"
      ? gzipSync(body)
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  res.setHeader("Content-Encoding", encoding);
  return compressed;
}
