import { createHmac, hkdfSync } from "node:crypto";
import type { Logger } from "~/server/logger.server";
import type { AnalyticsEvent } from "./events";

export interface AnalyticsSink {
  emit(event: AnalyticsEvent): void;
}

export function logAnalyticsSink(log: Logger): AnalyticsSink {
  return { emit: (event) => log.info({ analytics: event }, "analytics") };
}

export type UserIdOf = (draft: { emailAddress?: string | undefined }) => string | undefined;

// Keyed (SPEC §3's hashed email), so nobody holding the analytics can hash a known address to find it.
export function userIdHasher(secret: string): UserIdOf {
  const key = userIdKeyFor(secret);
  // A request asks twice (root loader, then page view): hash once per draft, again if its email changed.
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

export function userIdKeyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "secured-card", "analytics-user-id", 32));
}

export function userIdWithKey(email: string, key: Buffer): string {
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}
