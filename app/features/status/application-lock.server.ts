import type { Lock, Locks } from "~/server/locks.server";

/** A payment into an application or its withdrawal, one at a time across instances (ADR 0080); `ttlMs` frees a dead holder's. */
export function lockApplication(locks: Locks, applicationId: string, ttlMs: number): Promise<Lock | null> {
  return locks.acquire(`application:${applicationId}`, ttlMs);
}
