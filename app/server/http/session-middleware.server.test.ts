import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS } from "~/domain/constants";
import { parseEnv } from "~/server/env.server";
import type { AuditEvent } from "~/server/observability/audit.server";
import { createSealer } from "~/session/crypto.server";
import { SessionManager } from "~/session/manager.server";
import { MemorySessionStore } from "~/session/store.server";
import { loadSession } from "./session-middleware.server";

const SECRET = "s".repeat(40);

/** One request through the middleware with this record stored under the cookie's session; the audit events. */
async function auditedFor(data: Record<string, unknown>): Promise<AuditEvent[]> {
  const store = new MemorySessionStore();
  const sessions = new SessionManager({ store, sealer: createSealer(SECRET), secure: false, idleMs: IDLE_TIMEOUT_MS });
  const cookies: string[] = [];
  const first = await sessions.load(undefined, (c) => cookies.push(c));
  await store.set(first.id, { data: { csrf: first.data.csrf, ...data }, expiresAt: Date.now() + IDLE_TIMEOUT_MS });
  const events: AuditEvent[] = [];
  const middleware = loadSession({
    env: parseEnv({ NODE_ENV: "test", SESSION_SECRET: SECRET }),
    sessions,
    audit: (event) => events.push(event),
  });
  const req = {
    get: (name: string) => (name === "cookie" ? cookies[0]!.split(";")[0] : undefined),
    path: "/x",
    method: "POST",
  };
  const res = { locals: {}, append: () => {}, set: () => {}, redirect: () => {} };
  await new Promise<void>((resolve, reject) =>
    middleware(req as unknown as Request, res as unknown as Response, (error?: unknown) =>
      error ? reject(error) : resolve(),
    ),
  );
  return events;
}

describe("a session that ends on load is audited with why (ADR 0008)", () => {
  const now = Date.now();
  it.each([
    [
      "a later version's record this one may not read",
      { schemaVersion: 99, readableFrom: 99, createdAt: now, lastSeenAt: now, draft: {} },
      "newer_version",
    ],
    ["a corrupt record", { nonsense: true }, "unreadable"],
  ])("%s", async (_, data, outcome) => {
    expect(await auditedFor(data)).toEqual([{ action: "session.expired", outcome }]);
  });

  it("a readable record of another version is no end", async () => {
    expect(
      await auditedFor({ schemaVersion: 99, readableFrom: 1, createdAt: now, lastSeenAt: now, draft: {} }),
    ).toEqual([]);
  });
});
