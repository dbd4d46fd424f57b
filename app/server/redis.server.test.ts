import { describe, expect, it } from "vitest";
import { startRedisServer } from "../../test/redis-server";
import { createRedis, isStoreUnavailable } from "./redis.server";

describe("createRedis", () => {
  it("a write answered READONLY (a primary demoted under its clients) makes the client connect again", async () => {
    const primary = await startRedisServer();
    const demoted = await startRedisServer(["--replicaof", "127.0.0.1", String(primary.port)]);
    const client = createRedis(demoted.url);
    try {
      await new Promise((resolve) => client.once("ready", resolve));
      const reconnecting = new Promise((resolve) => client.once("reconnecting", resolve));
      const error: unknown = await client.set("sca:x", "1").then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/^READONLY/);
      // Through Sentinel (or the URL's name, re-resolved) the new connection finds the primary of now.
      await expect(Promise.race([reconnecting.then(() => "reconnected"), sleep(3_000)])).resolves.toBe("reconnected");
    } finally {
      client.disconnect();
      await Promise.all([primary.destroy(), demoted.destroy()]);
    }
  }, 20_000);

  it("knows the store's error by its name too: the Remix build and the server bundle each have a copy of the class", () => {
    const copy = Object.assign(new Error("the session store (Redis) cannot be reached"), {
      name: "StoreUnavailableError",
    });
    expect(isStoreUnavailable(new Error("wrapped", { cause: copy }))).toBe(true);
    expect(isStoreUnavailable(new Error("other"))).toBe(false);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(() => resolve("timed out"), ms));
