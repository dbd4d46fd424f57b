import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request as httpRequest } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { ReadBody } from "./remix-handler.server";
import { toWebRequest } from "./remix-handler.server";

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

interface Seen {
  url: string;
  method: string;
  headers: [string, string][];
  body: string;
}

/** A listener that answers what toWebRequest made of each request (and keeps the Requests). */
async function listen(trustProxy: boolean, body?: ReadBody) {
  const made: Request[] = [];
  const app = express();
  if (trustProxy) app.set("trust proxy", 1);
  app.use(async (req, res) => {
    if (body) res.locals.body = body;
    let request: Request;
    try {
      request = toWebRequest(req, res, trustProxy);
    } catch {
      res.status(400).end();
      return;
    }
    made.push(request);
    if (req.path === "/hang") return; // never answered: the client gives up
    const seen: Seen = {
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body: request.body ? await request.text() : "",
    };
    res.json(seen);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, made };
}

const get = async (url: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  (await (await fetch(url, { headers, ...init })).json()) as Seen;

describe("toWebRequest: the Fetch Request Remix is given", () => {
  it("carries the URL with its query, the method and every header", async () => {
    const { base } = await listen(false);
    const seen = await get(`${base}/credit-line?lng=es&x=a%20b`, { cookie: "sid=abc", "accept-language": "es-US" });
    expect(seen.url).toBe(`${base}/credit-line?lng=es&x=a%20b`);
    expect(seen.method).toBe("GET");
    expect(seen.headers).toEqual(
      expect.arrayContaining([
        ["cookie", "sid=abc"],
        ["accept-language", "es-US"],
        ["host", base.slice("http://".length)],
      ]),
    );
  });

  it("drops X-Forwarded-* from an untrusted client, and its host never names the URL", async () => {
    const { base } = await listen(false);
    const seen = await get(`${base}/`, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(seen.url).toBe(`${base}/`);
    expect(seen.headers.map(([name]) => name)).not.toContain("x-forwarded-host");
    expect(seen.headers.map(([name]) => name)).not.toContain("x-forwarded-proto");
  });

  it("behind a trusted proxy, keeps them and takes the forwarded host and scheme", async () => {
    const { base } = await listen(true);
    const seen = await get(`${base}/basic-info`, { "x-forwarded-host": "apply.example", "x-forwarded-proto": "https" });
    expect(seen.url).toBe("https://apply.example/basic-info");
    expect(seen.headers).toEqual(expect.arrayContaining([["x-forwarded-host", "apply.example"]]));
  });

  it("gives a POST the bytes the bounded reader kept", async () => {
    const { base } = await listen(false, { kind: "bytes", bytes: Buffer.from("csrf=t&income=5000") });
    const seen = await get(
      `${base}/debt-to-income`,
      { "content-type": "application/x-www-form-urlencoded" },
      {
        method: "POST",
        body: "ignored: the reader's bytes count",
      },
    );
    expect(seen.method).toBe("POST");
    expect(seen.body).toBe("csrf=t&income=5000");
  });

  it("aborts the Request's signal when the client goes before the answer, not after it", async () => {
    const { base, made } = await listen(false);
    await get(`${base}/answered`);
    const gone = httpRequest(`${base}/hang`);
    gone.on("error", () => undefined);
    gone.end();
    while (made.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    gone.destroy();
    const [answered, hung] = made as [Request, Request];
    await new Promise<void>((resolve) => hung.signal.addEventListener("abort", () => resolve()));
    expect(hung.signal.aborted).toBe(true);
    expect(answered.signal.aborted).toBe(false);
  });
});
