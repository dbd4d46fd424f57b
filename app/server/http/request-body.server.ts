import type { ServerOptions } from "node:http";

/**
 * How long a client has to send a whole request, body included (the listener's `requestTimeout`):
 * a 70 MB upload on a slow phone line fits.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/** How long a client has to send a request's headers (the listener's `headersTimeout`). */
export const HEADERS_TIMEOUT_MS = 20_000;

/**
 * The listener's bounds: headers within HEADERS_TIMEOUT_MS, a whole request within REQUEST_TIMEOUT_MS,
 * idle keep-alive connections closed after 5 s. Node checks the first two on an interval: checked
 * every second, the bounds are what they say.
 */
export function listenerLimits(headersTimeout = HEADERS_TIMEOUT_MS, checkEveryMs = 1_000): ServerOptions {
  return {
    headersTimeout,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: checkEveryMs,
  };
}

/**
 * The slowest body we wait for: while the app reads it, at least `bytes` must arrive in every `ms`.
 * A slow phone line sends far more; a client trickling a byte every few seconds is cut off.
 */
export const BODY_MIN_RATE = { bytes: 1_000, ms: 10_000 } as const;

/** A request body went past the limit of the route it was sent to. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLarge";
  }
}

/** Methods whose requests may carry a body. */
export function mayHaveBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}
