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
  it("answers the 503 page whole, with its Content-Length and Retry-After", async () => {
    const { status, headers, body } = await storeDown({ "accept-encoding": "gzip, deflate, br, zstd" });
    expect(status).toBe(503);
    expect(headers["retry-after"]).toBeDefined();
    expect(headers["transfer-encoding"]).toBeUndefined();
    expect(headers["content-length"]).toBe(String(body.length));
    expect(body.toString()).toContain('href="/credit-line"');
    expect(body.toString()).toMatch(/<\/html>\s*$/);
  });
});
