// The bank's wire client against a real HTTP server on a free port (no MSW): what fetch did for the
// transport — the whole call under one clock, broken answers as errors, bodies with their length —
// and one kept-alive connection for calls in a row.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnswerTooLarge, MAX_ANSWER_BYTES, nodeHttp } from "./http.server";

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let handler: Handler = (_request, _body, response) => response.end("{}");
const sockets = new Set<Socket>();
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => handler(request, Buffer.concat(chunks).toString("utf8"), response));
});
server.on("connection", (socket) => sockets.add(socket));
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const GET = { method: "GET" as const, headers: { accept: "application/json" }, timeoutMs: 1000 };

async function rejectionOf(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a rejection");
}

describe("nodeHttp", () => {
  it("sends the method, headers and body with its length, and reads the answer as UTF-8", async () => {
    let seen: { method?: string; type?: string; length?: string; body?: string } = {};
    handler = (request, body, response) => {
      seen = {
        method: request.method,
        type: request.headers["content-type"],
        length: request.headers["content-length"],
        body,
      };
      response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ name: "Zoë" }));
    };
    const body = JSON.stringify({ firstName: "José" });
    const answer = await nodeHttp(new URL(`${base}/api/x`), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      timeoutMs: 1000,
    });
    expect([answer.status, answer.ok]).toEqual([201, true]);
    expect(JSON.parse(await answer.text())).toEqual({ name: "Zoë" });
    expect(seen).toEqual({
      method: "POST",
      type: "application/json",
      length: String(Buffer.byteLength(body)),
      body,
    });
  });

  it("an error status is an answer, not a rejection; its body can be read or dropped", async () => {
    handler = (_request, _body, response) => response.writeHead(422).end('{"errors":[]}');
    const answer = await nodeHttp(new URL(`${base}/x`), GET);
    expect([answer.status, answer.ok]).toEqual([422, false]);
    expect(await answer.text()).toBe('{"errors":[]}');
    handler = (_request, _body, response) => response.writeHead(500).end("x".repeat(100_000));
    const dropped = await nodeHttp(new URL(`${base}/x`), GET);
    dropped.discard();
    expect(dropped.status).toBe(500);
  });

  it("a redirect is an answer of its own status, not followed", async () => {
    const paths: string[] = [];
    handler = (request, _body, response) => {
      paths.push(request.url ?? "");
      response.writeHead(302, { location: "/elsewhere" }).end();
    };
    const answer = await nodeHttp(new URL(`${base}/moved`), GET);
    expect([answer.status, answer.ok]).toEqual([302, false]);
    answer.discard();
    expect(paths).toEqual(["/moved"]);
  });

  it("calls in a row share one kept-alive connection", async () => {
    const ports = new Set<number>();
    handler = (request, _body, response) => {
      ports.add(request.socket.remotePort ?? 0);
      response.end("{}");
    };
    for (let i = 0; i < 5; i++) await (await nodeHttp(new URL(`${base}/x`), GET)).text();
    expect(ports.size).toBe(1);
  });

  it("no answer within the time → a TimeoutError, after about that time", async () => {
    handler = () => undefined; // never answers
    const started = performance.now();
    const error = await rejectionOf(nodeHttp(new URL(`${base}/slow`), { ...GET, timeoutMs: 150 }));
    expect(error.name).toBe("TimeoutError");
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("the clock covers the body too: a body that stalls ends in a TimeoutError", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"half":');
    };
    const answer = await nodeHttp(new URL(`${base}/stall`), { ...GET, timeoutMs: 150 });
    expect(answer.status).toBe(200);
    expect((await rejectionOf(answer.text())).name).toBe("TimeoutError");
  });

  it("a connection dropped in the body → a network error, never a truncated text", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { "content-length": "100" });
      response.write('{"half":');
      setTimeout(() => response.socket?.destroy(), 10);
    };
    const answer = await nodeHttp(new URL(`${base}/drop`), GET);
    const error = await rejectionOf(answer.text());
    expect(error.name).not.toBe("TimeoutError");
  });

  it("an answer larger than any bank answer is cut off, never read whole into memory", async () => {
    handler = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      let sent = 0;
      const more = () => {
        while (sent <= MAX_ANSWER_BYTES * 4) {
          sent += chunk.byteLength;
          if (!response.write(chunk)) return void response.once("drain", more);
        }
        response.end();
      };
      response.on("error", () => undefined);
      more();
    };
    const answer = await nodeHttp(new URL(`${base}/huge`), GET);
    expect(await rejectionOf(answer.text())).toBeInstanceOf(AnswerTooLarge);
  });

  it("nobody listening → a network error (not a timeout)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await rejectionOf(nodeHttp(new URL(`http://127.0.0.1:${port}/x`), GET));
    expect(error.code).toBe("ECONNREFUSED");
    expect(error.name).not.toBe("TimeoutError");
  });
});
