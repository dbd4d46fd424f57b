import { REQUEST_TIMEOUT_MS } from "~/server/http/request-body.server";
import { uploadTimeoutFor } from "~/upstream/client.server";

/** For the session's save after the bank's answer, and for a waiting post to answer in time. */
const MARGIN_MS = 5_000;

/**
 * How long an upload holds its session's lock, and how long a post sent meanwhile waits for it. Held
 * for the longest an upload can take (its body within the server's request limit, then the bank's
 * upload); a waiting post answers before the server's request limit would cut it off with a bare 408
 * (its own body is not read while it waits).
 */
export function uploadLockTimes(upstreamTimeoutMs: number): { holdMs: number; waitMs: number } {
  return {
    holdMs: REQUEST_TIMEOUT_MS + uploadTimeoutFor(upstreamTimeoutMs) + MARGIN_MS,
    waitMs: REQUEST_TIMEOUT_MS - 3 * MARGIN_MS,
  };
}
