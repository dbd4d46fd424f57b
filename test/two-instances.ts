/**
 * Two instances of the app in this process on one real Redis (test/redis-server.ts): each its own
 * services — Redis connection, locks, counters, payment runs — over the app harness's mock bank and
 * clock, the way two servers behind a load balancer share only Redis and the bank. Route tests run
 * an action "on" an instance with `on(i)`, which answers a harness whose services are that instance's,
 * so the harness's helpers (visitor, nextRequest, statusVerified) work there unchanged.
 */
import type { AppLoadContext } from "@remix-run/node";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { MOCK_BANK_URL } from "../mocks/handlers";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { createAudit } from "~/server/observability/audit.server";
import { createServices, type AppServices } from "~/services.server";
import { createSealer } from "~/session/crypto.server";
import type { RequestSession } from "~/session/request-session.server";
import { RedisSessionStore } from "~/session/redis-store.server";
import type { AppHarness } from "./app-harness";
import { startRedisServer, type RedisServer } from "./redis-server";

const SECRET = "x".repeat(40);

export interface TwoInstances {
  /** The harness as seen from instance 0 or 1. */
  on(index: 0 | 1): AppHarness;
  /** What Redis holds under this app's prefix (keys only). */
  keys(): Promise<string[]>;
}

/** Registers the hooks: Redis for the file, emptied and two fresh instances before every test. */
export function useTwoInstances(h: AppHarness, env: Record<string, string> = {}): TwoInstances {
  let server: RedisServer;
  let admin: Redis;
  let instances: AppServices[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
    admin = new Redis(server.url, { maxRetriesPerRequest: 0 });
  }, 30_000);
  afterAll(async () => {
    admin?.disconnect();
    await server?.destroy();
  });
  beforeEach(async () => {
    await admin.flushall();
    instances = [0, 1].map(() => {
      const redis = new Redis(server.url, { maxRetriesPerRequest: 0 });
      return createServices({
        env: parseEnv({ NODE_ENV: "test", SESSION_SECRET: SECRET, SESSION_STORE: server.url, ...env }),
        log: createLogger("silent"),
        upstreamUrl: MOCK_BANK_URL,
        redis,
        // The records' expiry is reckoned on the harness's clock, as the sessions' is.
        store: new RedisSessionStore(redis, createSealer(SECRET), () => h.now),
        now: () => h.now,
        analytics: { emit: () => {} },
        audit: createAudit({ write: () => {} }),
      });
    });
  });
  afterEach(async () => {
    await Promise.all(instances.map((services) => services.close()));
  });

  return {
    on: (index) => {
      const services = instances[index]!;
      return Object.create(h, {
        services: { value: services },
        context: {
          value: (session: RequestSession) =>
            ({ ...services, nonce: "n", session, clientIp: "203.0.113.7" }) as AppLoadContext,
        },
      }) as AppHarness;
    },
    keys: () => admin.keys("sca:*"),
  };
}
