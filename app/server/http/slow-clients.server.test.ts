import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { boundBodies } from "./body-limit.server";
import { listenerLimits } from "./request-body.server";

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** An app that reads every body to its end, behind the body bounds with a fast minimum rate for the test. */
async function listen(headersTimeout = 60_000) {
  const app = express();
  app.use(
    boundBodies(
      () => 10_000,
      (_req, res) => void res.status(413).end(),
      { bytes: 50, ms: 300 },
    ),
  );
  app.use(async (req, res) => {
    let size = 0;
    try {
      for await (const chunk of req) size += (chunk as Buffer).byteLength;
    } catch {
      return; // cut off: nobody to answer
    }
    res.json({ size });
  });
  server = createServer(listenerLimits(headersTimeout, 100), app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `head`, then the body a piece at a time; resolves how long the connection stayed open and what came back. */
function trickle(port: number, head: string, pieces: string[], everyMs: number) {
  return new Promise<{ ms: number; answer: string }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.write(head);
    const timer = setInterval(() => {
      const piece = pieces.shift();
      if (piece === undefined) return clearInterval(timer);
      if (!socket.destroyed) socket.write(piece);
    }, everyMs);
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - started, answer });
    });
  });
}

describe("slow clients are cut off at the bounds we state", () => {
  it("a body trickling slower than the minimum rate while the app reads it: the connection is cut", async () => {
    const port = await listen();
    const head = `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\nConnection: close\r\n\r\n`;
    const { ms, answer } = await trickle(
      port,
      head,
      Array.from({ length: 100 }, () => "x"),
      100,
    );
    // Cut within two windows of 300 ms, where the whole body would have taken 10 s.
    expect(ms).toBeLessThan(2_000);
    expect(answer).toBe("");
  });

  it("a body at the rate passes", async () => {
    const port = await listen();
    const head = `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 200\r\nConnection: close\r\n\r\n`;
    const { answer } = await trickle(
      port,
      head,
      Array.from({ length: 10 }, () => "y".repeat(20)),
      40,
    );
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toContain('{"size":200}');
  });

  it("headers not finished within the headers timeout: refused at it, not up to 30 s later", async () => {
    const port = await listen(500);
    const { ms, answer } = await trickle(port, "GET / HTTP/1.1\r\n", ["Host: x\r\n", "X-A: 1\r\n", "X-B: 2\r\n"], 200);
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    expect(ms).toBeLessThan(1_500);
  });
});
