import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MIN_BYTES, precompress } from "../../../scripts/precompress-assets.mjs";
import { rawRequest } from "../../../test/raw-http";
import { buildAssets, loadAssets } from "./build-assets.server";
import { compressedFiles } from "./public-files.server";

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word ${i} é`))};\n`;
const STYLE = `body { color: #111; }\n${".x { margin: 0 }\n".repeat(100)}`;
const SMALL = "export const x = 1;\n";

let dir = "";
let encodedDir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "build-assets-"));
  encodedDir = mkdtempSync(join(tmpdir(), "build-assets-encoded-"));
  mkdirSync(join(dir, "_shared"));
  writeFileSync(join(dir, "entry.client-ABC.js"), SCRIPT);
  writeFileSync(join(dir, "_shared", "chunk-DEF.css"), STYLE);
  writeFileSync(join(dir, "small-GHI.js"), SMALL);
  writeFileSync(join(encodedDir, "gone-JKL.js.br"), "from an earlier build");
  precompress(dir, encodedDir);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(encodedDir, { recursive: true, force: true });
});

describe("precompress (scripts/precompress-assets.mjs, at build time)", () => {
  it("writes brotli and gzip of every file of 1 KB or more beside the served folder, each the file once decoded", () => {
    expect(Buffer.byteLength(SCRIPT)).toBeGreaterThan(MIN_BYTES);
    const script = join(encodedDir, "entry.client-ABC.js");
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    const style = join(encodedDir, "_shared", "chunk-DEF.css");
    expect(brotliDecompressSync(readFileSync(`${style}.br`)).toString()).toBe(STYLE);
    // Nothing is written where URLs reach.
    expect(existsSync(join(dir, "entry.client-ABC.js.br"))).toBe(false);
  });

  it("leaves small files as they are and starts afresh: nothing of an earlier build stays", () => {
    expect(existsSync(join(encodedDir, "small-GHI.js.br"))).toBe(false);
    expect(existsSync(join(encodedDir, "gone-JKL.js.br"))).toBe(false);
  });
});

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** The app's order: the assets from memory, then express.static for the rest behind the compression middleware. */
async function listen(assets = loadAssets(dir, encodedDir)) {
  const app = express();
  app.use("/build", buildAssets(dir, assets));
  app.use("/build", compressedFiles(dir, { immutable: true, maxAge: "1y", index: false }));
  app.use((_req, res) => void res.status(404).end("not found"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

const get = (port: number, path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(port, path, { headers, method });

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("buildAssets: public/build from memory (ADR 0215)", () => {
  it("sends a browser the brotli made at build time, with its length, type, cache and Vary", async () => {
    const port = await listen();
    const { status, headers, body } = await get(port, "/build/entry.client-ABC.js", BROWSER);
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable, no-transform");
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(headers["content-length"]).toBe(String(body.length));
    expect(body.equals(readFileSync(join(encodedDir, "entry.client-ABC.js.br")))).toBe(true);
  });

  it("sends gzip to a client that takes only gzip, and the file as it is to one that takes neither", async () => {
    const port = await listen();
    const gzip = await get(port, "/build/_shared/chunk-DEF.css", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(gunzipSync(gzip.body).toString()).toBe(STYLE);
    const plain = await get(port, "/build/_shared/chunk-DEF.css", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(STYLE);
    expect(plain.headers["etag"]).not.toBe(gzip.headers["etag"]);
    // Deflate only: the file itself under its own ETag, never deflated by the middleware under it.
    const deflate = await get(port, "/build/_shared/chunk-DEF.css", { "accept-encoding": "deflate" });
    expect(deflate.headers["content-encoding"]).toBeUndefined();
    expect(deflate.headers["etag"]).toBe(plain.headers["etag"]);
    expect(deflate.body.toString()).toBe(STYLE);
  });

  it("never sends an encoding that does not decode to the file (one left from another build)", async () => {
    const stale = mkdtempSync(join(tmpdir(), "build-assets-stale-"));
    try {
      mkdirSync(join(stale, "_shared"));
      writeFileSync(
        join(stale, "entry.client-ABC.js.br"),
        readFileSync(join(encodedDir, "_shared", "chunk-DEF.css.br")),
      );
      writeFileSync(join(stale, "entry.client-ABC.js.gz"), "not gzip at all");
      // Not held: express.static and the compression middleware send it, as without the build step.
      expect(loadAssets(dir, stale).has("/entry.client-ABC.js")).toBe(false);
      expect(loadAssets(dir, join(stale, "none")).has("/entry.client-ABC.js")).toBe(false);
      // A file under 1 KB needs no encoding to be held.
      expect(loadAssets(dir, stale).get("/small-GHI.js")?.identity.body.toString()).toBe(SMALL);
      const port = await listen(loadAssets(dir, stale));
      const answer = await get(port, "/build/entry.client-ABC.js", BROWSER);
      expect(answer.headers["etag"]).toMatch(/^W\//); // express.static's
      expect(answer.headers["content-encoding"]).toBe("br"); // the middleware's
      expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    } finally {
      rmSync(stale, { recursive: true, force: true });
    }
  });

  it("answers a repeated request with 304 by the ETag of the representation it got", async () => {
    const port = await listen();
    const first = await get(port, "/build/entry.client-ABC.js", BROWSER);
    const etag = String(first.headers["etag"]);
    const again = await get(port, "/build/entry.client-ABC.js", { ...BROWSER, "if-none-match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await get(port, "/build/entry.client-ABC.js", {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it("answers HEAD with the headers only", async () => {
    const port = await listen();
    const { status, headers, body } = await get(port, "/build/entry.client-ABC.js", BROWSER, "HEAD");
    expect(status).toBe(200);
    expect(Number(headers["content-length"])).toBe(readFileSync(join(encodedDir, "entry.client-ABC.js.br")).length);
    expect(body.length).toBe(0);
  });

  it("serves only the names it holds: small files as they are, the rest to the next handler", async () => {
    const port = await listen();
    const small = await get(port, "/build/small-GHI.js", BROWSER);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe(SMALL);
    // The encodings have no URL: they are not in the served folder.
    expect((await get(port, "/build/entry.client-ABC.js.br", BROWSER)).status).toBe(404);
    for (const path of ["/build/../build-assets.server.ts", "/build/%2e%2e/x.js", "/build/nothing.js", "/build/"]) {
      expect((await get(port, path, BROWSER)).status, path).toBe(404);
    }
    expect((await get(port, "/build/entry.client-ABC.js", BROWSER, "POST")).status).toBe(404);
  });
});
