/**
 * The settled hand-off patch (ADR 0212, scripts/framework-patches/settled-handoff.mjs): a document's
 * loader data without promises is encoded before the render and written into the page at once, in
 * the same two scripts single fetch's <StreamTransfer> writes, without a stream, a timer or a Suspense
 * boundary. The CommonJS builds (the server's) are patched; the ES module ones are the reference.
 */
import { getEventListeners } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
// The ES module bundle (the "import" condition: never patched); require() gets the CommonJS build.
import * as unpatchedTurboStream from "turbo-stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MARKER } from "../scripts/patch-framework.mjs";
import { settledBodyOf } from "~/server/http/node-body.server";
import { browser, inlineDataOf, serverForSuite } from "./server-process";
import { encodeDocumentHandoff, singleFetchDataResponse, unpatchedEncodeVia } from "./single-fetch-builds";

const require = createRequire(import.meta.url);
const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

type Plugins = { plugins?: unknown[]; postPlugins?: unknown[] };
type Encode = (input: unknown, options?: Plugins) => ReadableStream<Uint8Array>;
type EncodeSettled = (input: unknown, options?: Plugins) => string | undefined;
const { encodeSettled } = require("turbo-stream") as { encodeSettled: EncodeSettled };
const unpatchedEncode = (unpatchedTurboStream as unknown as { encode: Encode }).encode;

/** Values of every kind turbo-stream encodes, none of them a promise. */
function settledValues(): unknown[] {
  const shared = { amount: 300, deposit: 300 };
  const page = {
    root: { csrf: "t0k3n", idleMs: 900_000, signedIn: true, banner: [], trafficSource: null, none: undefined },
    route: {
      options: [shared, shared, { amount: 500, wasAmount: null }],
      numbers: [0, -0, 1.5, NaN, Infinity, -Infinity, 1e21],
      strings: ["", "a", "a", 'quote " back \\ \u2028 </script>', "é “curly”", "x".repeat(2000)],
      nested: { deep: { list: [[1, [2, [3]]], { k: "v" }] }, _1: "key that looks like a ref" },
      holes: [1, , 3], // eslint-disable-line no-sparse-arrays
      date: new Date(1_795_719_902_820),
      url: new URL("https://example.test/a?b=c"),
      set: new Set(["x", 1, shared]),
      map: new Map<unknown, unknown>([["k", shared]]),
      error: new TypeError("bad"),
      bigint: 12n,
      symbol: Symbol.for("secured"),
    },
  };
  return [page, 0, "", "x", true, false, -0, null, undefined, [], {}];
}

describe("the settled hand-off patch (ADR 0212)", () => {
  afterEach(() => void vi.useRealTimers());

  it("is applied to the CommonJS builds the server loads, not to the ES module ones", () => {
    const modules = (path: string) => readFileSync(join(process.cwd(), "node_modules", path), "utf8");
    for (const file of [
      "turbo-stream/dist/turbo-stream.js",
      "@remix-run/server-runtime/dist/single-fetch.js",
      "@remix-run/server-runtime/dist/server.js",
      "@remix-run/react/dist/single-fetch.js",
      "@remix-run/react/dist/server.js",
    ]) {
      expect(modules(file), file).toMatch(/encodeSettled|encodeDocumentHandoff|SettledTransfer/);
    }
    for (const file of [
      "turbo-stream/dist/turbo-stream.mjs",
      "@remix-run/server-runtime/dist/esm/single-fetch.js",
      "@remix-run/server-runtime/dist/esm/server.js",
      "@remix-run/react/dist/esm/single-fetch.js",
      "@remix-run/react/dist/esm/server.js",
    ]) {
      expect(modules(file), file).not.toContain(MARKER);
    }
  });

  it("encodes every settled value to the text the unpatched encoder's stream carries", async () => {
    for (const value of settledValues()) {
      expect(encodeSettled(value), String(value)).toBe(await text(unpatchedEncode(value)));
    }
  });

  it("declines a value with a promise anywhere in it", () => {
    expect(encodeSettled({ now: 1, later: Promise.resolve(2) })).toBeUndefined();
    expect(encodeSettled({ deep: [{ later: Promise.resolve(2) }] })).toBeUndefined();
    expect(encodeSettled(Promise.resolve(1))).toBeUndefined();
  });

  it("hands a document's settled data off as text, with no timer and no listener on the request", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (const mode of ["production", "development"]) {
      for (const value of settledValues()) {
        const state = { loaderData: { root: value }, actionData: null, errors: null };
        const request = new AbortController().signal;
        vi.clearAllTimers(); // the unpatched encoder's, below, from the round before
        const handoff = encodeDocumentHandoff(state, request, undefined, mode);
        expect(vi.getTimerCount()).toBe(0);
        expect(getEventListeners(request, "abort")).toHaveLength(0);
        expect(handoff).not.toBeInstanceOf(ReadableStream);
        const reference = await text(unpatchedEncodeVia(state, new AbortController().signal, undefined, mode));
        expect((handoff as { settledText: string }).settledText, `${mode} ${String(value)}`).toBe(reference);
      }
    }
  });

  it("sanitises an error in the data as the unpatched stream does (the same plugins)", async () => {
    const secret = new Error("bank said: account 123-45-6789");
    const state = { loaderData: {}, actionData: null, errors: { "routes/credit-line": secret } };
    const handoff = encodeDocumentHandoff(state, new AbortController().signal, undefined, "production");
    const settled = (handoff as { settledText: string }).settledText;
    expect(settled).not.toContain("123-45-6789");
    expect(settled).toBe(await text(unpatchedEncodeVia(state, new AbortController().signal, undefined, "production")));
  });

  it("leaves data it cannot encode to the stream, which fails inside the render as unpatched", async () => {
    const state = () => ({
      loaderData: {
        root: {
          get broken(): string {
            throw new Error("a getter that throws");
          },
        },
      },
    });
    const handoff = encodeDocumentHandoff(state(), new AbortController().signal, undefined, "production");
    expect(handoff).toBeInstanceOf(ReadableStream);
    await expect(text(handoff as ReadableStream<Uint8Array>)).rejects.toThrow("a getter that throws");
    await expect(
      text(unpatchedEncodeVia(state(), new AbortController().signal, undefined, "production")),
    ).rejects.toThrow("a getter that throws");
  });

  it("reads as the unpatched stream for a reader that does not know the settled form", async () => {
    const state = {
      loaderData: { root: { csrf: "t0k3n", note: "é </script> \u2028" } },
      actionData: null,
      errors: null,
    };
    const handoff = encodeDocumentHandoff(state, new AbortController().signal, undefined, "production");
    const reader = (handoff as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let read = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      read += decoder.decode(chunk.value, { stream: true });
    }
    expect(read).toBe(await text(unpatchedEncodeVia(state, new AbortController().signal, undefined, "production")));
  });

  it("streams data with a promise in it as before", async () => {
    const state = () => ({ loaderData: { root: { now: "x", later: Promise.resolve({ amount: 200 }) } } });
    const handoff = encodeDocumentHandoff(state(), new AbortController().signal, undefined, "production");
    expect(handoff).toBeInstanceOf(ReadableStream);
    expect(await text(handoff as ReadableStream<Uint8Array>)).toBe(
      await text(unpatchedEncodeVia(state(), new AbortController().signal, undefined, "production")),
    );
  });
});

describe("a data request's answer (ADR 0213)", () => {
  afterEach(() => void vi.useRealTimers());
  const init = () => ({
    status: 202,
    headers: new Headers({ "Content-Type": "text/x-script", "X-Remix-Response": "yes" }),
  });

  it("is the settled text, kept on the Response as well, with no timer and no listener on the request", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (const mode of ["production", "development"]) {
      for (const value of settledValues()) {
        const data = { root: { data: value }, "routes/credit-line": { data: value } };
        const request = new AbortController().signal;
        vi.clearAllTimers(); // the unpatched encoder's, below, from the round before
        const response = singleFetchDataResponse(data, request, undefined, mode, init());
        expect(vi.getTimerCount()).toBe(0);
        expect(getEventListeners(request, "abort")).toHaveLength(0);
        expect(response.status).toBe(202);
        expect(response.headers.get("content-type")).toBe("text/x-script");
        expect(response.headers.get("x-remix-response")).toBe("yes");
        const reference = await text(unpatchedEncodeVia(data, new AbortController().signal, undefined, mode));
        expect(settledBodyOf(response), `${mode} ${String(value)}`).toBe(reference);
        expect(await response.text()).toBe(reference);
      }
    }
  });

  it("streams data with a promise in it as before, and keeps no text", async () => {
    const data = () => ({ root: { data: { now: "x", later: Promise.resolve({ amount: 200 }) } } });
    const response = singleFetchDataResponse(data(), new AbortController().signal, undefined, "production", init());
    expect(settledBodyOf(response)).toBeUndefined();
    expect(await response.text()).toBe(
      await text(unpatchedEncodeVia(data(), new AbortController().signal, undefined, "production")),
    );
  });

  it("leaves data it cannot encode to the stream, which fails as unpatched", async () => {
    const data = () => ({
      root: {
        get data(): string {
          throw new Error("a getter that throws");
        },
      },
    });
    const response = singleFetchDataResponse(data(), new AbortController().signal, undefined, "production", init());
    expect(settledBodyOf(response)).toBeUndefined();
    await expect(response.text()).rejects.toThrow("a getter that throws");
    await expect(
      text(unpatchedEncodeVia(data(), new AbortController().signal, undefined, "production")),
    ).rejects.toThrow("a getter that throws");
  });
});

describe("a data request on a production server (ADR 0213)", () => {
  const app = serverForSuite({ MOCKS: "true" });

  /** An answer's body as the browser's single fetch decodes it. */
  async function decoded(body: string) {
    const value = await unpatchedTurboStream.decode(new Response(body).body!);
    await value.done;
    return value.value as Record<string, { data?: unknown; error?: unknown }>;
  }

  it("answers a client navigation's loaders whole, with the Content-Length of its bytes", async () => {
    const person = browser(app.url);
    await person.request("/Secured/Apply");
    const response = await person.request("/basic-info.data", { headers: { "accept-encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/x-script/);
    expect(response.headers.get("transfer-encoding")).toBeNull();
    const body = await response.text();
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    const routes = await decoded(body);
    expect(Object.keys(routes)).toEqual(["root", "routes/basic-info"]);
    expect((routes.root!.data as { csrf: string }).csrf).toMatch(/^[\w-]{20,}$/);
  });

  it("sends a browser its page and the page's data gzipped whole, each with its Content-Length (ADR 0214)", async () => {
    const person = browser(app.url);
    await person.request("/Secured/Apply");
    for (const path of ["/basic-info", "/basic-info.data"]) {
      const response = await person.request(path, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-encoding"), path).toBe("gzip");
      expect(response.headers.get("vary"), path).toContain("Accept-Encoding");
      expect(response.headers.get("transfer-encoding"), path).toBeNull();
      const sent = Number(response.headers.get("content-length"));
      // fetch has undone the gzip: the text is the larger.
      expect(Buffer.byteLength(await response.text()), path).toBeGreaterThan(sent * 2);
    }
  });

  it("answers a client submission (its answers kept, the page again: a redirect) whole", async () => {
    const person = browser(app.url);
    await person.request("/Secured/Apply");
    const page = await person.request("/basic-info.data", { headers: { "accept-encoding": "identity" } });
    const { csrf } = (await decoded(await page.text())).root!.data as { csrf: string };
    const response = await person.post(
      "/basic-info.data",
      { csrf, firstName: "" },
      { origin: app.url(), "accept-encoding": "identity" },
    );
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(await decoded(body)).toMatchObject({ redirect: "/basic-info", status: 303 });
  });
});

describe("a document's data on a production server (ADR 0212)", () => {
  const app = serverForSuite({ MOCKS: "true" });

  /** The data the page hands to single fetch, decoded as the browser decodes it. */
  async function dataOf(html: string) {
    const chunks = inlineDataOf(html);
    expect(chunks).toHaveLength(1);
    const decoded = await unpatchedTurboStream.decode(new Response(chunks[0]).body!);
    await decoded.done;
    return decoded.value as { loaderData: Record<string, Record<string, unknown>> };
  }

  // [where the visit starts, the page, its route's id (a status screen: one module for them all),
  // whether it has a form]
  for (const [start, path, routeId, hasForm] of [
    ["/", "/", "routes/_index", false],
    ["/Secured/Apply", "/basic-info", "routes/basic-info", true],
    ["/", "/app-status-no-match", undefined, false],
  ] as const) {
    it(`writes ${path}'s data in two scripts after the document, with no Suspense boundary`, async () => {
      const person = browser(app.url);
      await person.request(start);
      const response = await person.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      // Before the patch: <!--$--><script>…enqueue(…)</script><!--$--><script>…close()</script><!--/$--><!--/$-->
      expect(html).toMatch(
        /<\/html><script nonce="[^"]+">window\.__remixContext\.streamController\.enqueue\([^<]*\);<\/script><script nonce="[^"]+">window\.__remixContext\.streamController\.close\(\);<\/script>$/,
      );
      expect(html).not.toContain("<!--$-->");
      const routes = Object.keys((await dataOf(html)).loaderData);
      expect(routes).toHaveLength(2);
      expect(routes[0]).toBe("root");
      if (routeId) expect(routes[1]).toBe(routeId);
      // The same session's token as the page's form carries.
      const root = (await dataOf(html)).loaderData.root!;
      expect(root.csrf).toMatch(/^[\w-]{20,}$/);
      if (hasForm) expect(html).toContain(`name="csrf" value="${root.csrf}"`);
    });
  }
});
