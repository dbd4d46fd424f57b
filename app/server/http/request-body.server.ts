import type { ServerOptions } from "node:http";

/** A large upload on a slow phone line fits. */
export const REQUEST_TIMEOUT_MS = 120_000;

export const HEADERS_TIMEOUT_MS = 20_000;

/** Node checks these on an interval; checked every second, the bounds are what they say. */
export function listenerLimits(headersTimeout = HEADERS_TIMEOUT_MS, checkEveryMs = 1_000): ServerOptions {
  return {
    headersTimeout,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: checkEveryMs,
  };
}

/** A slow phone line sends far more; a client trickling a byte every few seconds is cut off. */
export const BODY_MIN_RATE = { bytes: 1_000, ms: 10_000 } as const;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLarge";
  }
}

export function mayHaveBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}
