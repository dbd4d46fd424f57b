// A dynamic answer whose whole body is known before its headers go out (a page ends in one turn,
// ADR 0212; a data request's settled text, ADR 0213) is compressed in one call here, instead of
// through the `compression` middleware's zlib stream (ADR 0214). The stream ran on the thread pool,
// cost ~0.3 ms of CPU per page in its machinery besides the deflate itself, and sent the answer
// chunked in several writes; one call costs the deflate alone and the answer keeps its
// Content-Length. The middleware still compresses what is streamed, applied only to such an answer
// (ADR 0216).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import compressible from "compressible";
import compression from "compression";
import type { NextFunction, Request, RequestHandler, Response } from "express";
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
  if (!req || !varyByEncoding(res)) return null;
  if (byteLength < THRESHOLD_BYTES || byteLength > WHOLE_BODY_MAX_BYTES) return null;
  if (res.getHeader("Content-Encoding") !== undefined || req.method === "HEAD") return null;
  const accepted = new Negotiator(req).encodings(["gzip", "br"]);
  if (accepted.includes("gzip")) return "gzip";
  return accepted.includes("br") ? "br" : null;
}

/**
 * Says that the answer varies by Accept-Encoding when its type may be compressed (the middleware's
 * rule): also on an answer without a body (HEAD), so it carries what its GET carries.
 */
export function varyByEncoding(res: CompressibleAnswer): boolean {
  const type = res.getHeader("Content-Type");
  if (typeof type !== "string" || !compressible(type)) return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  res.vary?.("Accept-Encoding");
  return true;
}

/**
 * The body compressed for the client when it should be (Content-Encoding set), else the body itself.
 * A body too large for one call is left to the middleware's stream, applied here (ADR 0216).
 */
export function compressWhole(res: CompressibleAnswer & StreamableAnswer, body: Uint8Array): Uint8Array {
  if (body.byteLength > WHOLE_BODY_MAX_BYTES) compressAsStreamed(res);
  const encoding = wholeBodyEncoding(res, body.byteLength);
  if (encoding === null) return body;
  const compressed =
    encoding === "gzip"
      ? gzipSync(body)
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  res.setHeader("Content-Encoding", encoding);
  return compressed;
}

/**
 * The `compression` middleware (a zlib stream), for what is not compressed whole: an answer written
 * over several turns, a body above WHOLE_BODY_MAX_BYTES, a file from the disk. Mounted on every
 * request, its wrappers of `write`, `end`, `on` and `writeHead` cost a browser's page ~10 % of its
 * CPU (ADR 0216) while every page and data answer was compressed whole here; so it is applied where
 * such an answer begins, before its headers go out, through compressAsStreamed only.
 */
const streamCompression: RequestHandler = compression();

const STREAMED = Symbol("secured-card-apply.streamed-compression");

/** What streamed compression needs: the Node response with its request (an Express response). */
export interface StreamableAnswer extends Pick<CompressibleAnswer, "req"> {
  readonly headersSent: boolean;
}

/** Applies the middleware to this answer (once; not once its headers are out). */
export function compressAsStreamed(res: StreamableAnswer): void {
  const answer = res as StreamableAnswer & { [STREAMED]?: true };
  if (answer[STREAMED] || answer.headersSent || !answer.req) return;
  answer[STREAMED] = true;
  // The middleware reads and wraps only what Node's request and response have.
  streamCompression(answer.req as Request, answer as unknown as Response, () => undefined);
}

/** Middleware form, for the handlers of files read from the disk (mounted in front of them only). */
export function streamedCompression(_req: Request, res: Response, next: NextFunction): void {
  compressAsStreamed(res);
  next();
}
