import { isStoreUnavailable } from "~/server/redis.server";

/** A Redis failover takes seconds (Sentinel's down-after time, then the promotion). */
export const OUTCOME_SAVE_MS = 30_000;
const PAUSE_MS = 200;

/** Answered 503 instead, the session would stay 'pending' and a later request could not tell what the bank did. */
export async function saveThroughOutage(
  session: { save(): Promise<void> },
  forMs = OUTCOME_SAVE_MS,
  now: () => number = Date.now,
): Promise<void> {
  const until = now() + forMs;
  for (;;) {
    try {
      return await session.save();
    } catch (error) {
      if (!isStoreUnavailable(error) || now() >= until) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}
