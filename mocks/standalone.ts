import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { getResponse, type RequestHandler } from "msw";
import { MockBank } from "./bank";
import { createHandlers, type MockNotifier } from "./handlers";

/**
 * The development mock as its own HTTP server (`npm run mock:server`): the same MSW handlers as the
 * in-process mock, answered with MSW's `getResponse` for every request. Its base URL is its own
 * origin, so the app runs against it with `UPSTREAM_API_URL=http://localhost:4010` (and, for
 * address suggestions, `ADDRESS_PROVIDER_URL=http://localhost:4010 ADDRESS_PROVIDER_KEY=any`).
 * It also answers GET /healthz, the switches POST /__mock/settings and /__mock/reset, and the
 * call-count read-out GET /__mock/calls.
 */
export interface StandaloneMockOptions {
  /** 0 picks a free port. Default MOCK_PORT or 4010. */
  port?: number;
  /** Default MOCK_HOST or 127.0.0.1 (only this machine). */
  host?: string;
  notify?: MockNotifier;
  now?: () => number;
}

export interface StandaloneMock {
  /** The server's origin, e.g. http://127.0.0.1:4010 — the UPSTREAM_API_URL to use. */
  url: string;
  port: number;
  bank: MockBank;
  close(): Promise<void>;
}

const MAX_HEADER_VALUE = 8_192;

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v.length <= MAX_HEADER_VALUE) headers.append(name, v);
    }
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
  };
  if (hasBody) init.duplex = "half";
  // The request line's path on our own origin: whatever Host the caller used, the handlers match.
  return new Request(new URL(req.url ?? "/", origin), init);
}

async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((resolve) => res.once("drain", resolve));
    }
  } finally {
    res.end();
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

export async function startStandaloneMock(options: StandaloneMockOptions = {}): Promise<StandaloneMock> {
  const port = options.port ?? Number(process.env.MOCK_PORT ?? 4010);
  const host = options.host ?? process.env.MOCK_HOST ?? "127.0.0.1";
  const notify = options.notify ?? ((message: string) => console.error(`[mock] ${message}`));
  const bank = new MockBank(options.now);
  let origin = "";
  let handlers: RequestHandler[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === "GET" && req.url === "/healthz") return json(res, 200, { status: "ok" });
        const response = await getResponse(handlers, toRequest(req, origin));
        if (!response) return json(res, 404, { message: "Not found" });
        await send(res, response);
      } catch (error) {
        if (!res.headersSent) json(res, 500, { message: "Mock failure" });
        else res.destroy(error instanceof Error ? error : undefined);
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  origin = `http://${shownHost}:${actualPort}`;
  handlers = createHandlers(bank, notify, origin, { addressBase: origin, control: true });

  return {
    url: origin,
    port: actualPort,
    bank,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** `node build/mock-server.js` */
const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  const mock = await startStandaloneMock();
  console.error(`[mock] bank API mock listening on ${mock.url} (UPSTREAM_API_URL=${mock.url})`);
  const stop = () => {
    void mock.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
