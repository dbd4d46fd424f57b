/**
 * How long a client has to send a whole request, body included (the listener's `requestTimeout`):
 * a 70 MB upload on a slow phone line fits.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

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
