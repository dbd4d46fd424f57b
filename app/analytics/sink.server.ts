import { createHash } from "node:crypto";
import type { Logger } from "~/server/logger.server";
import type { AnalyticsEvent } from "./events";

/** Where server-side events go. The default writes one structured log line per event. */
export interface AnalyticsSink {
  emit(event: AnalyticsEvent): void;
}

export function logAnalyticsSink(log: Logger): AnalyticsSink {
  return { emit: (event) => log.info({ analytics: event }, "analytics") };
}

/** SPEC §3: user_id is the hashed email (lower-cased, SHA-256, hex). */
export function userIdFor(email: string | undefined): string | undefined {
  return email ? createHash("sha256").update(email.trim().toLowerCase()).digest("hex") : undefined;
}
