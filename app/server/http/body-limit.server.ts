import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { BODY_MIN_RATE, mayHaveBody } from "./request-body.server";

export const FORM_BODY_MAX_BYTES = 64 * 1024;

export type RefusedBody = "tooLarge" | "lengthRequired";

/** Node's parser then never hands on more than the declared length, so the stock adapter can stream the body. */
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

/** Only windows where the app kept reading count, so an app that pauses is never taken for a slow client. */
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

export const DROP_REST = { bytes: 1024 * 1024, totalMs: 2_000, idleMs: 1_000 } as const;

// Answering mid-body makes the client fail (EPIPE) and show its own error, not our 413: so a body a little
// over the limit is read and dropped, never held, within small bounds.
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

// Closing a socket whose client still sends makes a reset that can discard our answer: so half-close and
// linger (at most DROP_REST.totalMs) for the client to read it.
function lingerOnClose(socket: Socket) {
  if (socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    const cutOff = setTimeout(() => this.destroy(), DROP_REST.totalMs);
    cutOff.unref();
    this.once("close", () => clearTimeout(cutOff));
    this.on("data", () => undefined).once("end", () => this.destroy());
    this.resume();
    this.end();
    return this;
  };
}
