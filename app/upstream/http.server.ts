// How a bank call goes over the wire: node:http(s) on a keep-alive agent per protocol. Not fetch: its
// Request, Response and web streams cost more than the call itself (ADR 0004). The in-process mock
// (MSW) answers these requests as it did fetch's.
import http from "node:http";
import https from "node:https";

/** One request to the bank: its whole time, answer included, is bounded by `timeoutMs`. */
export interface BankRequest {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs: number;
}

/** An answer's status line, then its body once read (or dropped). */
export interface BankAnswer {
  status: number;
  ok: boolean;
  /** The body as UTF-8; rejects with a `TimeoutError` or a network error if it breaks off. */
  text(): Promise<string>;
  /** Drops the body unread (an error answer). */
  discard(): void;
}

export type BankHttp = (url: URL, request: BankRequest) => Promise<BankAnswer>;

/** More than any bank answer needs (the largest, a status list, is a few KB): a bigger one is cut off. */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** An answer cut off at MAX_ANSWER_BYTES: the body is malformed, not a network fault. */
export class AnswerTooLarge extends Error {
  override readonly name = "AnswerTooLarge";
}

/** Errors of a call that ran out of time carry this name (as AbortSignal.timeout's do). */
export function timeoutError(ms: number): Error {
  return Object.assign(new Error(`no complete answer within ${ms} ms`), { name: "TimeoutError" });
}

/**
 * A kept-alive connection idle this long is closed on our side (as fetch's were after 4 s): one that
 * a server or load balancer closes first can take a call with it, and a POST is never retried.
 */
const IDLE_SOCKET_MS = 4_000;

const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/** UTF-8, a leading byte-order mark dropped (as fetch's text() does). */
const utf8 = new TextDecoder();

/**
 * An answer's body in one buffer that doubles as it fills, up to MAX_ANSWER_BYTES: the cap holds
 * for memory, not only bytes (a body in 1-byte chunks would otherwise be a Buffer object per byte).
 */
class AnswerBody {
  private buffer = Buffer.allocUnsafe(0);
  private length = 0;

  /** False when the chunk would pass the cap. */
  add(chunk: Buffer): boolean {
    const needed = this.length + chunk.byteLength;
    if (needed > MAX_ANSWER_BYTES) return false;
    if (needed > this.buffer.byteLength) {
      const grown = Buffer.allocUnsafe(Math.min(MAX_ANSWER_BYTES, Math.max(needed, this.buffer.byteLength * 2, 4096)));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.length);
    this.length = needed;
    return true;
  }

  text(): string {
    return utf8.decode(this.buffer.subarray(0, this.length));
  }
}

export const nodeHttp: BankHttp = (url, { method, headers, body, timeoutMs }) =>
  new Promise<BankAnswer>((resolve, reject) => {
    const secure = url.protocol === "https:";
    const request = (secure ? https : http).request(url, {
      method,
      agent: agents[secure ? "https:" : "http:"],
      headers: body === undefined ? headers : { ...headers, "content-length": String(byteLength(body)) },
    });
    // One clock for the whole call: the answer's head and its body.
    const timer = setTimeout(() => request.destroy(timeoutError(timeoutMs)), timeoutMs).unref();
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    request.once("error", fail);
    request.once("response", (response) => {
      request.off("error", fail);
      const status = response.statusCode ?? 0;
      const text = new Promise<string>((done, broke) => {
        const answer = new AnswerBody();
        let cut = false;
        response.on("data", (chunk: Buffer) => {
          if (cut || answer.add(chunk)) return;
          cut = true;
          clearTimeout(timer);
          broke(new AnswerTooLarge(`answer over ${MAX_ANSWER_BYTES} bytes`));
          request.destroy();
        });
        response.once("end", () => {
          clearTimeout(timer);
          // Answered before our body was all sent (an early 401 or 413): the rest is not sent, and
          // the connection, holding it, is not kept.
          if (!request.writableFinished) request.destroy();
          done(answer.text());
        });
        // A destroyed request (the timer) or a dropped connection ends the answer with an error.
        const brokeOff = (error?: Error) => {
          clearTimeout(timer);
          broke(error ?? Object.assign(new Error("the answer broke off"), { code: "ECONNRESET" }));
        };
        request.once("error", brokeOff);
        response.once("error", brokeOff);
        response.once("close", () => {
          if (!response.complete) brokeOff(request.errored ?? undefined);
        });
      });
      // Read by text() or dropped by discard(); never an unhandled rejection either way.
      text.catch(() => undefined);
      resolve({
        status,
        ok: status >= 200 && status < 300,
        text: () => text,
        // Drained, so the connection serves the next call; the clock still ends a body that never does.
        discard: () => void response.resume(),
      });
    });
    request.end(body);
  });

function byteLength(body: string | Uint8Array): number {
  return typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
}
