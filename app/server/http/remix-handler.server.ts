import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { endWhole, nodeBodyOf, settledBodyOf, turnBatched } from "./node-body.server";
import { refuseUnreadable } from "./plain-pages.server";
import { varyByEncoding } from "./whole-body-compression.server";

/** What the body reader (body-limit.server.ts) left for Remix. */
export type ReadBody =
  | { kind: "none" }
  | { kind: "bytes"; bytes: Buffer }
  | { kind: "stream"; stream: ReadableStream<Uint8Array> }
  | { kind: "tooLarge"; limit: number };

/**
 * Express → Remix, like @remix-run/express's handler, except that the body is the one our bounded
 * reader kept (never the raw socket) and forwarded-host headers reach Remix only from a trusted proxy
 * (Remix compares Origin with X-Forwarded-Host and throws — a 500 — when they differ).
 */
export function remixHandler(options: {
  build: ServerBuild;
  mode: string;
  /** For the plain page of a request Remix could not be given. */
  brand: string;
  trustProxy: boolean;
  /** `request` is what Remix is given (a client navigation's ends in `.data`, as Remix reads it). */
  getLoadContext: (req: ExpressRequest, res: ExpressResponse, request: Request) => AppLoadContext;
  /**
   * Whether a shared store the request needed has gone away: a 5xx while it is down becomes this
   * error (the server's own 503 page) instead of the generic error page.
   */
  storeDown?: () => Error | null;
  /**
   * Runs once Remix has answered, before the answer is sent: the session is saved here, once. False:
   * it answered the request itself, and Remix's answer is dropped.
   */
  beforeSend?: (req: ExpressRequest, res: ExpressResponse, response: Response) => Promise<boolean>;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    let request: Request;
    try {
      request = toWebRequest(req, res, options.trustProxy);
    } catch {
      refuseUnreadable(req, res, options.brand);
      return;
    }
    try {
      const response = await handle(request, options.getLoadContext(req, res, request));
      const down = response.status >= 500 ? options.storeDown?.() : null;
      if (down) throw down;
      if (options.beforeSend && !(await options.beforeSend(req, res, response))) {
        await response.body?.cancel();
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The Fetch Request Remix is given for an Express request (exported for its tests). */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse, trustProxy: boolean): Request {
  // Name-value pairs straight into the Request: one Headers object, filled once (issue 15).
  const headers: [string, string][] = [];
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value === undefined) continue;
    if (!trustProxy && name.startsWith("x-forwarded-")) continue;
    if (Array.isArray(value)) for (const one of value) headers.push([name, one]);
    else headers.push([name, value]);
  }
  const forwardedHost = trustProxy ? req.headers["x-forwarded-host"] : undefined;
  const host = (Array.isArray(forwardedHost) ? forwardedHost.join(", ") : forwardedHost) ?? req.get("host");
  const url = new URL(req.originalUrl, `${req.protocol}://${host ?? "localhost"}`);
  const controller = new AbortController();
  // Loaders and actions stop when the client has gone before the answer was written.
  res.on("close", () => res.writableFinished || controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  const body = (res.locals.body as ReadBody | undefined) ?? { kind: "none" };
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (body.kind === "bytes") init.body = new Uint8Array(body.bytes);
    if (body.kind === "stream") {
      init.body = body.stream;
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

/** Remix's answer onto the Express response: React's Node body, single fetch's settled text, or a stream. */
export async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  const pipe = nodeBodyOf(response);
  if (pipe) return pipe(turnBatched(res));
  const settled = settledBodyOf(response);
  if (settled !== undefined) endWhole(res, Buffer.from(settled));
  else if (response.body) await writeBody(res, response.body);
  else {
    varyByEncoding(res);
    res.end();
  }
}

/**
 * The body as Remix streams it, but the chunks that arrive within one turn of the event loop go out
 * together: one socket write (and one compression flush) per turn instead of one per chunk, which
 * was the largest single item of a page's CPU profile (issue 15). What is streamed later (deferred
 * data) still goes out as soon as it arrives.
 */
export async function writeBody(res: ExpressResponse, body: ReadableStream<Uint8Array>) {
  const destination = turnBatched(res);
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      destination.write(value);
    }
    destination.end();
  } catch (error) {
    destination.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
