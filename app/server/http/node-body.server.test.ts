import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
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
function later(ready: Promise<void>): () => ReactNode {
  let done = false;
  void ready.then(() => (done = true));
  return function Later() {
    if (!done) throw ready;
    return createElement("p", null, "later");
  };
}

/** Serves one React tree through turnBatched (gzip); the text received and the socket writes it took. */
async function serve(tree: () => ReactNode, onRes?: (res: ExpressResponse) => void, gzip = true) {
  let writes = () => 0;
  const app = express();
  if (gzip) app.use(compression({ threshold: 0 }));
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
  return { text: await response.text(), writes: writes() };
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
    let release = () => {};
    const ready = new Promise<void>((resolve) => (release = resolve));
    const Later = later(ready);
    setTimeout(release, 50);
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
      write: () => (calls.push("write"), true),
      end: () => calls.push("end"),
      cork: () => calls.push("cork"),
      uncork: () => calls.push("uncork"),
      destroy: () => calls.push("destroy"),
      on: () => undefined,
    };
    const destination: NodeDestination = turnBatched(res);
    destination.write("a");
    destination.write("b");
    destination.end();
    destination.end();
    expect(calls).toEqual(["cork", "write", "write", "end", "uncork"]);
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
