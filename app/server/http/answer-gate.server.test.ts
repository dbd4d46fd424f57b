import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { gateAnswer, type Replacement } from "./answer-gate.server";

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

/** A listener whose handler writes in three pieces after the gate, with `decide` as the gate's decision. */
async function listen(decide: (status: number) => Promise<Replacement | null>, seen: string[]) {
  const app = express();
  app.use((_req, res, next) => {
    res.set("X-Before", "kept");
    gateAnswer(res, () => {
      seen.push(`decide ${res.statusCode}`);
      return decide(res.statusCode);
    });
    next();
  });
  app.use((_req, res) => {
    res.status(201).set("X-Handler", "yes").type("text");
    res.write("one ");
    seen.push("wrote one");
    res.write("two ");
    res.end("three");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("gateAnswer", () => {
  it("decides once, at the first write, with the handler's status; the answer then goes out whole and in order", async () => {
    const seen: string[] = [];
    const url = await listen(async (status) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push(`saved for ${status}`);
      return null;
    }, seen);
    const response = await fetch(url);
    expect([response.status, await response.text(), response.headers.get("x-handler")]).toEqual([
      201,
      "one two three",
      "yes",
    ]);
    expect(seen).toEqual(["decide 201", "wrote one", "saved for 201"]);
  });

  it("sends a replacement instead, with the headers set before the gate, and drops the handler's writes", async () => {
    const seen: string[] = [];
    const body = Buffer.from("too many");
    const url = await listen(async () => ({ status: 429, headers: { "Retry-After": "60" }, body }), seen);
    const response = await fetch(url);
    expect(response.status).toBe(429);
    expect(await response.text()).toBe("too many");
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("x-before")).toBe("kept");
    expect(response.headers.get("x-handler")).toBeNull();
  });
});
