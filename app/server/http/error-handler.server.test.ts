import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "~/server/logger.server";
import { StoreUnavailableError } from "~/server/redis.server";
import { errorHandler } from "./error-handler.server";
import { rawRequest } from "../../../test/raw-http";

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

async function storeDown(headers: Record<string, string>) {
  const app = express();
  app.use(() => {
    throw new StoreUnavailableError(new Error("ECONNREFUSED"));
  });
  app.use(errorHandler(createLogger("silent"), "Meridian"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return rawRequest((server.address() as AddressInfo).port, "/credit-line", { headers });
}

describe("errorHandler: the session store unreachable", () => {
  it("answers the 503 page whole, with its Content-Length and Vary, through endWhole (ADR 0216)", async () => {
    const { status, headers, body } = await storeDown({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(status).toBe(503);
    expect(headers["retry-after"]).toBeDefined();
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers["content-length"]).toBe(String(body.length));
    // Under the 1 KB a body is compressed from: sent as it is.
    expect(body.length).toBeLessThan(1024);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toContain('href="/credit-line"');
    expect(body.toString()).toMatch(/<\/html>\s*$/);
  });

  it("answers it as it is to a client that takes no compression", async () => {
    const { status, headers, body } = await storeDown({ "accept-encoding": "identity" });
    expect(status).toBe(503);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(headers["content-length"]).toBe(String(body.length));
    expect(body.toString()).toContain('href="/credit-line"');
  });
});
