import type { Lock, Locks } from "~/server/locks.server";

/**
 * One change of an application's money or standing at a time — a payment into it or its withdrawal —
 * whichever session, device or instance sends it (docs/decisions/0080, amended). The holder gives it
 * back when its bank call has answered; `ttlMs` only frees it from a holder that died.
 */
export function lockApplication(locks: Locks, applicationId: string, ttlMs: number): Promise<Lock | null> {
  return locks.acquire(`application:${applicationId}`, ttlMs);
}
