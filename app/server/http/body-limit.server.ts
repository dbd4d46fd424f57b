import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { BODY_MIN_RATE, mayHaveBody } from "./request-body.server";

/** Ordinary forms: the largest (funding payment with a billing address) is under 2 KB. */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

/** Why a body was refused before it was read: over its route's limit, or of no declared length. */
export type RefusedBody = "tooLarge" | "lengthRequired";

/**
 * Every body must declare its length (browsers always do for forms and uploads), and a declared length
 * over the route's limit is refused unread: Node's parser then never hands on more than that length,
 * so the stock Remix adapter can stream the body to the action with no reader of our own.
 */
export function boundBodies(
  limitFor: (routeId: string | null) => number,
  answerRefused: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1], why: RefusedBody) => void,
  minRate: { bytes: number; ms: number } = BODY_MIN_RATE,
): RequestHandler {
  return (req, res, next) => {
    if (!mayHaveBody(req.method)) return next();
    const limit = limitFor((res.locals.routeId as string | null | undefined) ?? null);
    const header = req.get("content-length");
    const chunked = header === undefined && req.get("transfer-encoding") !== undefined;
    const declared = Number(header ?? "0");
    if (!chunked && Number.isFinite(declared) && declared <= limit) {
      if (declared > 0) cutOffSlowBodies(req, minRate);
      return next();
    }
    closeAfterAnswer(req, res);
    void dropRest(req).then(() => answerRefused(req, res, chunked ? "lengthRequired" : "tooLarge"));
  };
}

/**
 * Cuts the connection of a body that arrives slower than `minRate` while the app reads it. A window
 * counts only if the app kept up at both its ends (a reader attached, the request's buffer not full),
 * so an app that pauses reading is never taken for a slow client. The request timeout alone let a
 * client trickling a byte every few seconds hold a connection for two minutes.
 */
function cutOffSlowBodies(req: Parameters<RequestHandler>[0], minRate: { bytes: number; ms: number }) {
  const socket = req.socket;
  const appKeepsUp = () =>
    req.listenerCount("data") + req.listenerCount("readable") > 0 && req.readableLength < req.readableHighWaterMark;
  let before = socket.bytesRead;
  let keptUp = appKeepsUp();
  const check = setInterval(() => {
    if (req.complete || socket.destroyed) return stop();
    if (keptUp && appKeepsUp() && socket.bytesRead - before < minRate.bytes) {
      stop();
      socket.destroy();
      return;
    }
    before = socket.bytesRead;
    keptUp = appKeepsUp();
  }, minRate.ms);
  check.unref();
  req.once("end", stop).once("close", stop);
  function stop() {
    clearInterval(check);
  }
}

/** What may still be read and dropped of a refused body before it is answered. */
export const DROP_REST = { bytes: 1024 * 1024, totalMs: 2_000, idleMs: 1_000 } as const;

/**
 * Answering while the client is still sending, then closing, makes it fail mid-body (EPIPE,
 * ECONNRESET): a browser shows its own connection error instead of our 413 page. So the rest of a
 * body a little over the limit is read and dropped — never held — within small bounds of bytes and
 * time (like a web server's lingering close); a larger or slower one is answered and cut off.
 */
function dropRest(req: Parameters<RequestHandler>[0]): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete || req.destroyed) return resolve();
    let dropped = 0;
    let idle: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(idle);
      clearTimeout(total);
      req.off("data", onData).off("end", done).off("close", done);
      req.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      dropped += chunk.byteLength;
      if (dropped > DROP_REST.bytes) return done();
      clearTimeout(idle);
      idle = setTimeout(done, DROP_REST.idleMs);
    };
    const total = setTimeout(done, DROP_REST.totalMs);
    idle = setTimeout(done, DROP_REST.idleMs);
    req.on("data", onData).once("end", done).once("close", done);
    req.resume();
  });
}

/** `Connection: close` on the answer and the socket ended after it, so unread bytes never reach the next request. */
function closeAfterAnswer(req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    this.setHeader("Connection", "close");
    if (!req.complete && req.socket) lingerOnClose(req.socket);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.on("finish", () => {
    // The socket may already be detached from the response (closed by the client): nothing to end.
    if (!req.complete) req.socket?.destroySoon();
  });
}

/**
 * Closing a socket whose client is still sending makes the kernel answer with a reset, and a reset
 * can throw away the answer the client has received but not yet read: it sees a connection error
 * instead of our page. So the socket is half-closed (our answer, then end of stream) and stays open
 * for the client to read it and hang up — at most DROP_REST.totalMs — like a web server's lingering
 * close. Node closes a `Connection: close` socket with destroySoon once the answer is written.
 */
function lingerOnClose(socket: Socket) {
  if (socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    const cutOff = setTimeout(() => this.destroy(), DROP_REST.totalMs);
    cutOff.unref();
    this.once("close", () => clearTimeout(cutOff));
    // The client's bytes are read and dropped meanwhile; its end of stream ends ours.
    this.on("data", () => undefined).once("end", () => this.destroy());
    this.resume();
    this.end();
    return this;
  };
}
