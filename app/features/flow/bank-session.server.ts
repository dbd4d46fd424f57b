import type { AppLoadContext } from "@remix-run/node";
import { SESSION_REFRESH_ON_ACTIVITY_MS, SESSION_REFRESH_RETRY_MS } from "~/domain/constants";
import { bankFailureOr } from "./bank-failure.server";
import { bankFor } from "./flow.server";

/**
 * SPEC §4.5: the bank session is refreshed while the person is active. Every page request counts
 * (people without JavaScript have no timer), so a long pause between two steps never finds the bank
 * session gone at the next bank call. A 401/403 ends our session too (SPEC §4.5); any other failure
 * is logged and the page goes on (the next bank call will say what is wrong).
 */
export async function keepBankSessionFresh(context: AppLoadContext): Promise<void> {
  const upstream = context.session.data.upstream;
  const now = context.now();
  if (!upstream || now - upstream.refreshedAt < SESSION_REFRESH_ON_ACTIVITY_MS) return;
  // A bank that is slow or failing must not slow every page down: one attempt a minute.
  if (upstream.triedAt !== undefined && now - upstream.triedAt < SESSION_REFRESH_RETRY_MS) return;
  try {
    await bankFor(context).refreshSession();
  } catch (error) {
    await bankFailureOr(context, error, () => {
      context.log.warn({ err: error }, "bank session refresh failed");
      const current = context.session.data.upstream;
      if (current) context.session.data.upstream = { ...current, triedAt: now };
    });
  }
}
