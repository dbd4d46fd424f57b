import type { AppLoadContext } from "@remix-run/node";
import { SESSION_REFRESH_ON_ACTIVITY_MS, SESSION_REFRESH_RETRY_MS } from "~/domain/constants";
import { bankFailureOr } from "./bank-failure.server";
import { bankFor } from "./flow.server";

// SPEC §4.5: every page request counts as activity (no timer without JavaScript), so a long pause never
// finds the bank session gone. Other failures are logged; the next bank call will say what is wrong.
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
