import type { IncomingMessage } from "node:http";

/**
 * How long a client has to send a whole request, body included (the listener's `requestTimeout`):
 * a 70 MB upload on a slow phone line fits.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/** A request body went past the limit of the route it was sent to. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLarge";
  }
}

/** Methods whose requests may carry a body. */
export function mayHaveBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

/**
 * Reads a body into memory, failing as soon as more than `limit` bytes have arrived, whether the
 * client declared a length or sent it chunked. What was read is dropped on failure.
 */
export function readBounded(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        req.pause();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
    };
    const onAborted = () => onError(new Error("request aborted"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}

/**
 * The body as a web stream that errors with BodyTooLarge past `limit` bytes, for bodies too large to
 * hold (uploads). Nothing is read until the reader asks (no buffering ahead): an action that answers
 * without reading the body costs no memory for it.
 */
export function boundedStream(req: IncomingMessage, limit: number): ReadableStream<Uint8Array> {
  let size = 0;
  let chunks: AsyncIterator<Buffer> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= (req as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
        const next = await chunks.next();
        if (next.done) return controller.close();
        size += next.value.byteLength;
        if (size > limit) {
          req.pause();
          controller.error(new BodyTooLarge(limit));
          return;
        }
        controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      async cancel() {
        await chunks?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
