// Not fetch: its Request, Response and web streams cost more than the call itself (ADR 0004).
import http from "node:http";
import https from "node:https";

export interface BankRequest {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs: number;
}

export interface BankAnswer {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  discard(): void;
}

export type BankHttp = (url: URL, request: BankRequest) => Promise<BankAnswer>;

export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

// The body is malformed, not a network fault.
export class AnswerTooLarge extends Error {
  override readonly name = "AnswerTooLarge";
}

export function timeoutError(ms: number): Error {
  return Object.assign(new Error(`no complete answer within ${ms} ms`), { name: "TimeoutError" });
}

// Closed by us first: a connection the far end closes can take a call with it, and a POST is never retried.
const IDLE_SOCKET_MS = 4_000;

const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

const utf8 = new TextDecoder();

// Doubles as it fills, so the cap holds for memory too (1-byte chunks would each be a Buffer).
class AnswerBody {
  private buffer = Buffer.allocUnsafe(0);
  private length = 0;

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
          // Answered before our body was all sent (an early 401 or 413): the connection is not kept.
          if (!request.writableFinished) request.destroy();
          done(answer.text());
        });
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
