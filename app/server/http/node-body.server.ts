// A page's body as React writes it (a Node stream), handed from the render (app/entry.server.tsx) to
// the Express handler (remix-handler.server.ts) beside the Fetch Response instead of inside it: a web
// ReadableStream in between cost, per page, a PassThrough, a ReadableStream, a promise per chunk and,
// when the PassThrough closed, an error React made by ending it twice (ADR 0200).

import {
  compressAsStreamed,
  compressWhole,
  type CompressibleAnswer,
  type StreamableAnswer,
} from "./whole-body-compression.server";

/** What React's `pipe` writes to: the subset of a Writable it uses. */
export interface NodeDestination {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  flush?(): void;
  destroy(error?: Error): void;
  on(event: "drain" | "error" | "close", listener: (...args: unknown[]) => void): unknown;
}

/** Starts writing the body into a destination (React's `pipe`). */
export type PipeBody = (destination: NodeDestination) => void;

// The server and Remix bundles each hold a copy of this module: one key for both.
const NODE_BODY = Symbol.for("secured-card-apply.node-body");
type WithNodeBody = Response & { [NODE_BODY]?: PipeBody };

/** A bodiless Response whose body the server pipes itself (only for a caller that said it does). */
export function responseWithNodeBody(pipe: PipeBody, init: ResponseInit): Response {
  const response: WithNodeBody = new Response(null, init);
  response[NODE_BODY] = pipe;
  return response;
}

export function nodeBodyOf(response: Response): PipeBody | undefined {
  return (response as WithNodeBody)[NODE_BODY];
}

interface TurnWritable extends CompressibleAnswer, StreamableAnswer {
  write(chunk: Uint8Array): boolean;
  end(chunk?: Uint8Array): unknown;
  destroy(error?: Error): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  flush?(): void;
  readonly headersSent: boolean;
  readonly statusCode: number;
}

const asBytes = (chunk: Uint8Array | string): Uint8Array => (typeof chunk === "string" ? Buffer.from(chunk) : chunk);

function joined(chunks: ReadonlyArray<Uint8Array | string>): Uint8Array {
  return chunks.length === 1 ? asBytes(chunks[0]!) : Buffer.concat(chunks.map(asBytes));
}

/** Statuses whose answer has no body, so no Content-Length of one (RFC 9110 §8.6). */
const hasBody = (status: number) => status >= 200 && status !== 204 && status !== 304;

type WholeWritable = Pick<TurnWritable, "end" | "headersSent" | "statusCode"> & CompressibleAnswer & StreamableAnswer;

/**
 * Ends a response with its whole body, in the socket write of its headers, with a Content-Length,
 * compressed in one call when the client takes it (ADR 0214; a body too large for one call through the
 * middleware's stream, ADR 0216).
 */
export function endWhole(res: WholeWritable, body: Uint8Array | undefined): void {
  if (res.headersSent || !hasBody(res.statusCode)) {
    res.end(body);
    return;
  }
  const sent = body && compressWhole(res, body);
  res.setHeader("Content-Length", sent?.byteLength ?? 0);
  res.end(sent);
}

// Our @remix-run/server-runtime patch keeps a data request's settled answer on its Response as text
// (ADR 0213): sent from there, the body is not read back through the stream the Response also holds.
export const SETTLED_BODY = Symbol.for("@remix-run/server-runtime:settled-body");
type WithSettledBody = Response & { [SETTLED_BODY]?: unknown };

export function settledBodyOf(response: Response): string | undefined {
  const text = (response as WithSettledBody)[SETTLED_BODY];
  return typeof text === "string" ? text : undefined;
}

/**
 * A destination for React over the HTTP response: what is written within one turn of the event loop
 * is joined and goes out as one write — one socket write
 * and one compression flush; writeBody (remix-handler.server.ts) writes web streams through it too.
 * A body that ends in the turn it began (a whole page, a `.data` answer) is sent with its
 * Content-Length, in the same socket write as the headers: no chunked framing, and strings are
 * encoded once, here (Node measured each string again to frame it). Later writes (Suspense
 * boundaries resolved) go out chunked as they come.
 */
export function turnBatched(res: TurnWritable): NodeDestination {
  let pending: Array<Uint8Array | string> = [];
  let scheduled = false;
  let started = false;
  let ended = false;
  const release = () => {
    scheduled = false;
    if (ended || pending.length === 0) return;
    const body = joined(pending);
    pending = [];
    // More is to come in later turns: the answer is streamed, so compressed as a stream.
    if (!started) compressAsStreamed(res);
    started = true;
    res.write(body);
    res.flush?.();
  };
  return {
    write(chunk) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      return true;
    },
    // No flush(): React's writing rounds of one turn (the shell, then the single-fetch data resolved
    // a few microtasks later) join into one write, so a page that ends in its turn is sent whole.
    // React ends its destination again when the response closes after it finished: once is enough.
    end() {
      if (ended) return;
      ended = true;
      const body = pending.length > 0 ? joined(pending) : undefined;
      pending = [];
      if (started) res.end(body);
      else endWhole(res, body);
    },
    destroy(error) {
      res.destroy(error);
    },
    on(event, listener) {
      res.on(event, listener);
      return this;
    },
  };
}
