import { createHmac, hkdfSync } from "node:crypto";
import type { Logger } from "~/server/logger.server";
import type { AnalyticsEvent } from "./events";

/** Where server-side events go. The default writes one structured log line per event. */
export interface AnalyticsSink {
  emit(event: AnalyticsEvent): void;
}

export function logAnalyticsSink(log: Logger): AnalyticsSink {
  return { emit: (event) => log.info({ analytics: event }, "analytics") };
}

/** Turns a draft's email into SPEC §3's user_id. */
export type UserIdOf = (draft: { emailAddress?: string | undefined }) => string | undefined;

/**
 * SPEC §3: user_id is the hashed email — keyed (HMAC-SHA-256 of the lower-cased, trimmed email, hex,
 * with a key derived from SESSION_SECRET), so nobody holding the analytics can recover a known address
 * by hashing it. Held by the services (the server and the Remix bundle are separate modules).
 */
export function userIdHasher(secret: string): UserIdOf {
  const key = userIdKeyFor(secret);
  // A page's request asks twice (its root loader, then its page view; two bundles share this
  // function): the HMAC is worked out once per draft object, and again only if its email changed.
  const kept = new WeakMap<object, { email: string; id: string }>();
  return (draft) => {
    const email = draft.emailAddress;
    if (!email) return undefined;
    const last = kept.get(draft);
    if (last?.email === email) return last.id;
    const id = userIdWithKey(email, key);
    kept.set(draft, { email, id });
    return id;
  };
}

/** The user_id key for a SESSION_SECRET (tests that read events back compute ids with it). */
export function userIdKeyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "secured-card", "analytics-user-id", 32));
}

export function userIdWithKey(email: string, key: Buffer): string {
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}
