// A page's body as React writes it (a Node stream), handed from the render (app/entry.server.tsx) to
// the Express handler (remix-handler.server.ts) beside the Fetch Response instead of inside it: a web
// ReadableStream in between cost, per page, a PassThrough, a ReadableStream, a promise per chunk and,
// when the PassThrough closed, an error React made by ending it twice (ADR 0200).

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

interface TurnWritable {
  write(chunk: Uint8Array | string): boolean;
  end(): unknown;
  cork(): void;
  uncork(): void;
  destroy(error?: Error): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * A destination for React over the HTTP response: what is written within one turn of the event loop
 * (or one React flush, whichever ends first) goes out together — one socket write and one compression
 * flush; writeBody (remix-handler.server.ts) writes web streams through it too. Later writes (Suspense boundaries resolved) go out as
 * they come.
 */
export function turnBatched(res: TurnWritable & { flush?: () => void }): NodeDestination {
  let corked = false;
  let ended = false;
  const release = () => {
    if (!corked) return;
    corked = false;
    res.flush?.();
    res.uncork();
  };
  return {
    write(chunk) {
      if (!corked) {
        corked = true;
        res.cork();
        setImmediate(release);
      }
      return res.write(chunk);
    },
    // React calls flush() at the end of each of its writing rounds, and end() right after the last
    // one: released a microtask later (still before the event loop writes), so that the end of the
    // body joins the last chunk's socket write instead of a write of its own.
    flush() {
      if (corked) queueMicrotask(release);
    },
    // React ends its destination again when the response closes after it finished: once is enough.
    // Ended while still corked: the last chunk and the end of the body go out in one socket write.
    end() {
      if (ended) return;
      ended = true;
      res.end();
      if (corked) {
        corked = false;
        res.uncork();
      }
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
