import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express, { type Response as ExpressResponse } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { writeBody } from "./remix-handler.server";
import { countSocketWrites } from "../../../test/socket-writes";

const CHUNKS = 40;
let server: Server | null = null;

/** A stream of CHUNKS chunks, all there at once (what React's render gives), then `later` after a pause. */
function body(later?: string) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let i = 0; i < CHUNKS; i++) controller.enqueue(encoder.encode(`<p>${i}</p>`));
      if (later) {
        await new Promise((r) => setTimeout(r, 50));
        controller.enqueue(encoder.encode(later));
      }
      controller.close();
    },
  });
}

/** Serves one body with `write`; resolves to the text received and the socket writes it took. */
async function serve(
  write: (res: ExpressResponse, stream: ReadableStream<Uint8Array>) => Promise<void>,
  later?: string,
  gzip = true,
) {
  let writes = () => 0;
  const app = express();
  if (gzip) app.use(compression({ threshold: 0 }));
  app.get("/", (_req, res) => {
    writes = countSocketWrites(res);
    res.status(200).type("html");
    void write(res, body(later));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
    headers: { "accept-encoding": gzip ? "gzip" : "identity" },
  });
  expect(response.headers.get("content-encoding")).toBe(gzip ? "gzip" : null);
  const text = await response.text();
  return { text, writes: writes() };
}

afterEach(() => {
  server?.close();
  server = null;
});

const expected = Array.from({ length: CHUNKS }, (_, i) => `<p>${i}</p>`).join("");

describe("writeBody", () => {
  it("gzips the chunks that are there in one flush and one socket write, the body intact", async () => {
    const ours = await serve(writeBody);
    expect(ours.text).toBe(expected);
    expect(ours.writes).toBeLessThanOrEqual(3); // headers, the gzip block, the end
    server?.close();
    // Remix's writer flushes the compressor after every chunk: a gzip block and a socket write each.
    const theirs = await serve((res, stream) => writeReadableStreamToWritable(stream, res));
    expect(theirs.text).toBe(expected);
    expect(theirs.writes).toBeGreaterThan(CHUNKS / 2);
  });

  it("without compression, sends headers, every chunk there and the end of the body in one socket write", async () => {
    const { text, writes } = await serve(writeBody, undefined, false);
    expect(text).toBe(expected);
    expect(writes).toBe(1);
  });

  it("still streams: a chunk that comes later goes out on its own, after the first ones", async () => {
    const { text, writes } = await serve(writeBody, "<p>later</p>");
    expect(text).toBe(`${expected}<p>later</p>`);
    expect(writes).toBeGreaterThanOrEqual(2);
    expect(writes).toBeLessThanOrEqual(5);
  });
});
