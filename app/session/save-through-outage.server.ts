import { isStoreUnavailable } from "~/server/redis.server";

/**
 * How long a save of what the bank has just done keeps trying while the store is unavailable: a
 * Redis failover takes seconds (Sentinel's down-after time, then the promotion).
 */
export const OUTCOME_SAVE_MS = 30_000;
const PAUSE_MS = 200;

/**
 * Saves the session after a bank call that changed something at the bank (a lead, a submission, a
 * payment's answer, a withdrawal, an upload), trying again while the store is unavailable. Answered
 * with the 503 page instead, the session would stay 'pending' and a later request could not tell
 * what the bank did; the applicant waits out the failover on this post instead. Other errors, and
 * an outage longer than `forMs`, go on as before.
 */
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
