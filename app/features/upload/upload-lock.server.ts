import { REQUEST_TIMEOUT_MS } from "~/server/http/request-body.server";
import { uploadTimeoutFor } from "~/upstream/client.server";

const MARGIN_MS = 5_000;

/** A waiting post answers before the server's request limit would cut it off with a bare 408. */
export function uploadLockTimes(upstreamTimeoutMs: number): { holdMs: number; waitMs: number } {
  return {
    holdMs: REQUEST_TIMEOUT_MS + uploadTimeoutFor(upstreamTimeoutMs) + MARGIN_MS,
    waitMs: REQUEST_TIMEOUT_MS - 3 * MARGIN_MS,
  };
}
