// The bank's wire client against a real HTTP server on a free port (no MSW): what fetch did for the
// transport — the whole call under one clock, broken answers as errors, bodies with their length —
// and one kept-alive connection for calls in a row.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
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

  it("reads a body of many small chunks whole, a character split between chunks included, without a byte-order mark", async () => {
    const text = `\uFEFF${JSON.stringify({ name: "Zoë Ñúñez", list: Array.from({ length: 300 }, (_, i) => `é${i}`) })}`;
    const bytes = Buffer.from(text, "utf8");
    handler = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      // 3-byte pieces split the 2-byte characters; each goes out as its own chunk.
      let at = 0;
      const next = () => {
        if (at >= bytes.byteLength) return void response.end();
        response.write(bytes.subarray(at, (at += 3)), () => setImmediate(next));
      };
      next();
    };
    const answer = await nodeHttp(new URL(`${base}/pieces`), GET);
    expect(await answer.text()).toBe(text.slice(1));
  });

  it("answered before our body is all sent (an early 401): the rest is not sent and the connection is not kept", async () => {
    // A server that answers at once, then reads (later) whatever comes, keeping the connection open.
    let received = 0;
    const early = createNetServer((socket) => {
      socket.pause();
      socket.write("HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}");
      socket.on("data", (chunk: Buffer) => (received += chunk.byteLength));
      setTimeout(() => socket.resume(), 300);
    });
    const closed = new Promise<string>((resolve) =>
      early.on("connection", (socket) => socket.on("close", () => resolve("closed"))),
    );
    await new Promise<void>((resolve) => early.listen(0, "127.0.0.1", resolve));
    try {
      const port = (early.address() as AddressInfo).port;
      const answer = await nodeHttp(new URL(`http://127.0.0.1:${port}/upload`), {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: new Uint8Array(8 * 1024 * 1024),
        timeoutMs: 60_000,
      });
      expect(answer.status).toBe(401);
      expect(await answer.text()).toBe("{}");
      const later = new Promise<string>((resolve) => setTimeout(() => resolve("still open"), 1500));
      expect(await Promise.race([closed, later])).toBe("closed");
      expect(received).toBeLessThan(8 * 1024 * 1024);
    } finally {
      await new Promise((resolve) => early.close(resolve));
    }
  });

  it("a kept-alive connection idle for over 4 s is closed on our side: the next call opens a new one", async () => {
    const ports: number[] = [];
    handler = (request, _body, response) => {
      ports.push(request.socket.remotePort ?? 0);
      response.end("{}");
    };
    await (await nodeHttp(new URL(`${base}/a`), GET)).text();
    await new Promise((resolve) => setTimeout(resolve, 4_300));
    await (await nodeHttp(new URL(`${base}/b`), GET)).text();
    expect(ports).toHaveLength(2);
    expect(ports[1]).not.toBe(ports[0]);
  }, 10_000);

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
