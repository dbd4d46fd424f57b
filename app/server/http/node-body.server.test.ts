import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Response as ExpressResponse } from "express";
import { createElement, Suspense, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { nodeBodyOf, responseWithNodeBody, turnBatched, type NodeDestination } from "./node-body.server";
import { countSocketWrites } from "../../../test/socket-writes";

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

const ROWS = 400; // ~10 KB of markup: several of React's 2 KB chunks
const rows = () => Array.from({ length: ROWS }, (_, i) => createElement("p", { key: i }, `row ${i}`));
const expectedRows = Array.from({ length: ROWS }, (_, i) => `<p>row ${i}</p>`).join("");

/** A component that suspends until `ready` resolves (a deferred part of a page). */
/**
 * A component that suspends, then renders `delayMs` after React first reached it. The timer starts
 * there, not before the request: on a busy machine the shell's turn could otherwise outlast it, and
 * the part would be ready before the shell went out.
 */
function later(delayMs: number): () => ReactNode {
  let done = false;
  let ready: Promise<void> | null = null;
  return function Later() {
    if (done) return createElement("p", null, "later");
    ready ??= new Promise<void>((resolve) =>
      setTimeout(() => {
        done = true;
        resolve();
      }, delayMs),
    );
    throw ready;
  };
}

/** Serves one React tree through turnBatched (asking for gzip); the text received and the socket writes it took. */
async function serve(
  tree: () => ReactNode,
  onRes?: (res: ExpressResponse) => void,
  gzip = true,
  onHeaders?: (headers: Headers) => void,
) {
  let writes = () => 0;
  // As the app: no compression middleware in front; turnBatched compresses (whole, or as a stream).
  const app = express();
  app.get("/", (_req, res) => {
    writes = countSocketWrites(res);
    onRes?.(res);
    const { pipe } = renderToPipeableStream(createElement("main", null, tree()), {
      onShellReady() {
        res.status(200).type("html");
        pipe(turnBatched(res) as unknown as NodeJS.WritableStream);
      },
    });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
    headers: { "accept-encoding": gzip ? "gzip" : "identity" },
  });
  expect(response.headers.get("content-encoding")).toBe(gzip ? "gzip" : null);
  onHeaders?.(response.headers);
  return { text: await response.text(), writes: writes() };
}

/** The same without compression, with the answer's headers. */
async function serveHead(tree: () => ReactNode, gzip: boolean) {
  let headers = new Headers();
  const { text } = await serve(tree, undefined, gzip, (h) => (headers = h));
  return { text, headers };
}

describe("turnBatched: React's Node stream straight into the response", () => {
  it("sends a page React writes in several chunks intact, gzipped, in one flush and socket write", async () => {
    const { text, writes } = await serve(rows);
    expect(text).toBe(`<main>${expectedRows}</main>`);
    expect(writes).toBeLessThanOrEqual(3); // headers, the gzip block, the end
  });

  it("without compression, sends headers, the whole page and the end of the body in one socket write", async () => {
    const { text, writes } = await serve(rows, undefined, false);
    expect(text).toBe(`<main>${expectedRows}</main>`);
    expect(writes).toBe(1);
  });

  it("still streams: a part that suspends goes out when it is ready, after the shell", async () => {
    const Later = later(50);
    const { text, writes } = await serve(() =>
      createElement(
        "div",
        null,
        rows(),
        createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Later)),
      ),
    );
    expect(text).toContain(expectedRows);
    expect(text).toContain("<p>later</p>");
    expect(writes).toBeGreaterThanOrEqual(2);
    expect(writes).toBeLessThanOrEqual(6);
  });

  it("ends the response once, however often React ends its destination", () => {
    const calls: string[] = [];
    const res = {
      headersSent: false,
      statusCode: 200,
      write: () => (calls.push("write"), true),
      end: (body?: Uint8Array) => calls.push(`end ${Buffer.from(body ?? []).toString()}`),
      setHeader: (name: string, value: number | string) => calls.push(`${name}: ${value}`),
      getHeader: () => undefined,
      destroy: () => calls.push("destroy"),
      on: () => undefined,
    };
    const destination: NodeDestination = turnBatched(res);
    destination.write("a");
    destination.write(new TextEncoder().encode("é"));
    destination.end();
    destination.end();
    expect(calls).toEqual(["Content-Length: 3", "end aé"]);
  });

  it("sends a body that ends in its turn with its Content-Length, not chunked; a streamed one chunked", async () => {
    const whole = await serveHead(rows, false);
    expect(whole.headers.get("content-length")).toBe(String(Buffer.byteLength(`<main>${expectedRows}</main>`)));
    expect(whole.headers.get("transfer-encoding")).toBeNull();
    const Later = later(30);
    const streamed = await serveHead(
      () => createElement(Suspense, { fallback: createElement("p", null, "…") }, createElement(Later)),
      false,
    );
    expect(streamed.headers.get("content-length")).toBeNull();
    expect(streamed.headers.get("transfer-encoding")).toBe("chunked");
    expect(streamed.text).toContain("<p>later</p>");
  });

  it("gives no Content-Length to an answer that has no body (304)", () => {
    const calls: string[] = [];
    const res = {
      headersSent: false,
      statusCode: 304,
      write: () => true,
      end: () => calls.push("end"),
      setHeader: (name: string) => calls.push(name),
      getHeader: () => undefined,
      destroy: () => undefined,
      on: () => undefined,
    };
    turnBatched(res).end();
    expect(calls).toEqual(["end"]);
  });
});

describe("responseWithNodeBody", () => {
  it("keeps status and headers, has no web body, and hands its pipe to the server", () => {
    const pipe = () => undefined;
    const response = responseWithNodeBody(pipe, { status: 404, headers: { "Content-Type": "text/html" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(response.body).toBeNull();
    expect(nodeBodyOf(response)).toBe(pipe);
    expect(nodeBodyOf(new Response("x"))).toBeUndefined();
  });
});
