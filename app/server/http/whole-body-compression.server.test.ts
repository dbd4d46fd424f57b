import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { endWhole, turnBatched } from "./node-body.server";
import {
  compressAsStreamed,
  streamedCompression,
  WHOLE_BODY_MAX_BYTES,
  wholeBodyEncoding,
  type CompressibleAnswer,
} from "./whole-body-compression.server";
import { rawRequest } from "../../../test/raw-http";
import { countSocketWrites } from "../../../test/socket-writes";

/** An answer about to be sent: its request's method and headers, its own headers. */
function answer(
  request: { method?: string; headers?: Record<string, string> } | null,
  headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" },
) {
  const own = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const varied: string[] = [];
  const res: CompressibleAnswer = {
    req: request ? { method: request.method ?? "GET", headers: request.headers ?? {} } : undefined,
    getHeader: (name) => own.get(name.toLowerCase()),
    setHeader: (name, value) => own.set(name.toLowerCase(), String(value)),
    vary: (field) => varied.push(field),
  };
  return { res, varied };
}

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("wholeBodyEncoding: the compression middleware's rules for a whole body", () => {
  it("gzips a page for a browser, and says the answer varies by Accept-Encoding", () => {
    const { res, varied } = answer({ headers: BROWSER });
    expect(wholeBodyEncoding(res, 22_000)).toBe("gzip");
    expect(varied).toEqual(["Accept-Encoding"]);
  });

  it("takes whichever of gzip and brotli the client accepts, gzip when both", () => {
    const encodingFor = (accept: string) =>
      wholeBodyEncoding(answer({ headers: { "accept-encoding": accept } }).res, 5000);
    expect(encodingFor("br")).toBe("br");
    expect(encodingFor("br;q=1, gzip;q=0.5")).toBe("gzip");
    expect(encodingFor("br, gzip;q=0")).toBe("br");
    expect(encodingFor("*")).toBe("gzip");
    expect(encodingFor("deflate")).toBeNull();
    expect(encodingFor("identity")).toBeNull();
    expect(encodingFor("gzip;q=0, br;q=0")).toBeNull();
    expect(wholeBodyEncoding(answer({ headers: {} }).res, 5000)).toBeNull();
    // Hostile or broken headers: read, never thrown on.
    expect(encodingFor("gzip;q=foo, ,,;;, br;q=0.5")).toBe("br");
    expect(encodingFor("GZIP")).toBe("gzip");
    expect(encodingFor("br;q=1e-9999, gzip;q=-1")).toBeNull();
    expect(encodingFor(";q=1")).toBeNull();
    expect(encodingFor(`${"x".repeat(100_000)}, gzip`)).toBe("gzip");
  });

  it("leaves small, very large, HEAD, already encoded, no-transform and incompressible answers alone", () => {
    const html = { "Content-Type": "text/html" };
    expect(wholeBodyEncoding(answer({ headers: BROWSER }).res, 1023)).toBeNull();
    expect(wholeBodyEncoding(answer({ headers: BROWSER }).res, WHOLE_BODY_MAX_BYTES + 1)).toBeNull();
    expect(wholeBodyEncoding(answer({ method: "HEAD", headers: BROWSER }).res, 5000)).toBeNull();
    const encoded = answer({ headers: BROWSER }, { ...html, "Content-Encoding": "br" }).res;
    expect(wholeBodyEncoding(encoded, 5000)).toBeNull();
    const noTransform = answer({ headers: BROWSER }, { ...html, "Cache-Control": "private, No-Transform" }).res;
    expect(wholeBodyEncoding(noTransform, 5000)).toBeNull();
    expect(wholeBodyEncoding(answer({ headers: BROWSER }, { "Content-Type": "image/png" }).res, 5000)).toBeNull();
    expect(wholeBodyEncoding(answer({ headers: BROWSER }, {}).res, 5000)).toBeNull();
    expect(wholeBodyEncoding(answer(null).res, 5000)).toBeNull();
    // Single fetch's data is text: compressible.
    expect(wholeBodyEncoding(answer({ headers: BROWSER }, { "Content-Type": "text/x-script" }).res, 5000)).toBe("gzip");
  });
});

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

const PAGE = `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p>row ${i} é</p>`).join("")}</body></html>`;

type Send = (res: express.Response) => void;

/** A page written into turnBatched in two chunks of one turn: a whole page. */
const wholePage: Send = (res) => {
  const destination = turnBatched(res);
  destination.write(PAGE.slice(0, 3000));
  destination.write(PAGE.slice(3000));
  destination.end();
};

/** The same page with its second half written in a later turn (a Suspense boundary resolved later). */
const overTwoTurns: Send = (res) => {
  const destination = turnBatched(res);
  destination.write(PAGE.slice(0, 3000));
  setTimeout(() => {
    destination.write(PAGE.slice(3000));
    destination.end();
  }, 20);
};

/** One answer as the app serves it: no compression middleware in front (ADR 0216). */
async function servePage(acceptEncoding: string, send: Send = wholePage) {
  let writes = () => 0;
  const app = express();
  app.get("/", (_req, res) => {
    writes = countSocketWrites(res);
    res.status(200).type("html");
    send(res);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  const { headers, body } = await rawRequest(port, "/", { headers: { "accept-encoding": acceptEncoding } });
  return { headers, body, writes: writes() };
}

describe("a whole page, as the app serves it (ADR 0214)", () => {
  it("goes out gzipped once, with its Content-Length, in one socket write", async () => {
    const { headers, body, writes } = await servePage(BROWSER["accept-encoding"]);
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers["content-length"]).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(PAGE);
    expect(writes).toBe(1);
  });

  it("goes out in brotli to a client that takes only brotli", async () => {
    const { headers, body } = await servePage("br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it("goes out as it is to a client that takes no compression", async () => {
    const { headers, body } = await servePage("identity");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
    expect(body.toString()).toBe(PAGE);
  });
});

describe("what is not compressed whole goes through the middleware's stream, applied to it alone (ADR 0216)", () => {
  it("a page written over two turns (a Suspense boundary resolved later) is compressed as a stream", async () => {
    const { headers, body } = await servePage(BROWSER["accept-encoding"], overTwoTurns);
    // The middleware's choice for a browser: brotli (quality 4), as before ADR 0216.
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["transfer-encoding"]).toBe("chunked");
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  it("a whole body above WHOLE_BODY_MAX_BYTES is compressed as a stream, not in one call", async () => {
    const large = `<ol>${"<li>a row of a long answer é</li>".repeat(Math.ceil(WHOLE_BODY_MAX_BYTES / 30))}</ol>`;
    expect(Buffer.byteLength(large)).toBeGreaterThan(WHOLE_BODY_MAX_BYTES);
    const { headers, body } = await servePage(BROWSER["accept-encoding"], (res) => endWhole(res, Buffer.from(large)));
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-length"]).toBeUndefined();
    expect(brotliDecompressSync(body).toString()).toBe(large);
  });

  it("a streamed answer goes out as it is to a client that takes no compression", async () => {
    const { headers, body } = await servePage("identity", overTwoTurns);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toBe(PAGE);
  });

  it("is applied once per answer, also after the files' middleware, and never once its headers are out", async () => {
    const seen: Record<string, boolean> = {};
    const first = await servePage("gzip", (res) => {
      const write = res.write;
      compressAsStreamed(res);
      const once = res.write;
      streamedCompression(res.req, res, () => undefined);
      compressAsStreamed(res);
      seen.wrapped = once !== write;
      seen.wrappedOnce = res.write === once;
      res.write(PAGE.slice(0, 3000));
      res.end(PAGE.slice(3000));
    });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(PAGE); // one encoding, not gzip in gzip
    await servePage("gzip", (res) => {
      res.flushHeaders();
      const write = res.write;
      compressAsStreamed(res);
      seen.wrappedAfterHeaders = res.write !== write;
      res.end("after the headers");
    });
    expect(seen).toEqual({ wrapped: true, wrappedOnce: true, wrappedAfterHeaders: false });
  });
});
