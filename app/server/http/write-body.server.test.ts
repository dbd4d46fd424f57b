import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express, { type Response as ExpressResponse } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { SETTLED_BODY } from "./node-body.server";
import { sendResponse, writeBody } from "./remix-handler.server";
import { singleFetchDataResponse, unpatchedEncodeVia } from "../../../test/single-fetch-builds";
import { countSocketWrites } from "../../../test/socket-writes";

const CHUNKS = 40;
/** One of React's chunks; 40 of them are ~1.7 KB, above the 1 KB a body is compressed from. */
const chunk = (i: number) => `<p>row ${i}: a line of the page's markup</p>`;
let server: Server | null = null;

/** A stream of CHUNKS chunks, all there at once (what React's render gives), then `later` after a pause. */
function body(later?: string) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let i = 0; i < CHUNKS; i++) controller.enqueue(encoder.encode(chunk(i)));
      if (later) {
        await new Promise((r) => setTimeout(r, 50));
        controller.enqueue(encoder.encode(later));
      }
      controller.close();
    },
  });
}

/**
 * Serves one body with `write`; resolves to the text received and the socket writes it took. As the
 * app, no compression middleware in front (writeBody compresses whole or as a stream, ADR 0216);
 * `middleware` puts it there, for a writer that needs it (Remix's).
 */
async function serve(
  write: (res: ExpressResponse, stream: ReadableStream<Uint8Array>) => Promise<void>,
  later?: string,
  gzip = true,
  middleware = false,
) {
  let writes = () => 0;
  const app = express();
  if (middleware) app.use(compression({ threshold: 0 }));
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

const expected = Array.from({ length: CHUNKS }, (_, i) => chunk(i)).join("");

describe("writeBody", () => {
  it("gzips the chunks that are there in one flush and one socket write, the body intact", async () => {
    const ours = await serve(writeBody);
    expect(ours.text).toBe(expected);
    expect(ours.writes).toBeLessThanOrEqual(3); // headers, the gzip block, the end
    server?.close();
    // Remix's writer flushes the compressor after every chunk: a gzip block and a socket write each.
    const theirs = await serve((res, stream) => writeReadableStreamToWritable(stream, res), undefined, true, true);
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

/** Serves one Remix answer through sendResponse; resolves to what arrived and the socket writes it took. */
async function sendOne(make: () => Response) {
  let writes = () => 0;
  const app = express();
  app.get("/", (_req, res) => {
    writes = countSocketWrites(res);
    void sendResponse(res, make());
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
    headers: { "accept-encoding": "identity" },
  });
  return { response, text: await response.text(), writes: writes() };
}

describe("sendResponse: a data request's settled answer (ADR 0213)", () => {
  it("goes out from the text kept on the Response, never read back through its stream", async () => {
    const settled = '[{"_1":2},"root",{"note":"é </script>"}]\n';
    // A body stream that never ends: reading it would never answer.
    const { response, text, writes } = await sendOne(() => {
      const answer = new Response(new ReadableStream({ start() {} }), {
        status: 202,
        headers: { "content-type": "text/x-script", "x-remix-response": "yes" },
      });
      Object.defineProperty(answer, SETTLED_BODY, { value: settled });
      return answer;
    });
    expect(response.status).toBe(202);
    expect(response.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(response.headers.get("x-remix-response")).toBe("yes");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(settled)));
    expect(text).toBe(settled);
    expect(writes).toBe(1);
  });

  it("sends the patched runtime's answer byte for byte as the unpatched stream encodes it", async () => {
    const data = { root: { data: { csrf: "t0k3n", amounts: [200, 300], note: "é \u2028 </script>" } } };
    const init = { status: 200, headers: { "content-type": "text/x-script" } };
    const made = singleFetchDataResponse(data, new AbortController().signal, undefined, "production", init);
    expect(Object.getOwnPropertySymbols(made)).toContain(SETTLED_BODY);
    const { text } = await sendOne(() => made);
    expect(text).toBe(
      await new Response(unpatchedEncodeVia(data, new AbortController().signal, undefined, "production")).text(),
    );
  });
});

describe("sendResponse: an answer without a body (Remix answers HEAD so)", () => {
  it("still says it varies by Accept-Encoding, as its GET does (ADR 0216)", async () => {
    const { response, text } = await sendOne(
      () => new Response(null, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } }),
    );
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(text).toBe("");
  });

  it("says nothing of Accept-Encoding when its type is never compressed", async () => {
    const { response } = await sendOne(
      () => new Response(null, { status: 200, headers: { "content-type": "image/png" } }),
    );
    expect(response.headers.get("vary")).toBeNull();
  });
});
