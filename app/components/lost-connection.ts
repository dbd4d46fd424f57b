import type { ClientActionFunctionArgs } from "@remix-run/react";

/**
 * A request of the browser's that got no answer (offline, a dropped connection): fetch fails with a
 * TypeError, worded 'Failed to fetch' (Chrome), 'NetworkError…' (Firefox) or 'Load failed' (Safari).
 */
export function lostConnection(error: unknown): boolean {
  return (
    typeof document !== "undefined" && error instanceof TypeError && /fetch|network|load failed/i.test(error.message)
  );
}

/** What a form's post answers in the browser when it got no answer (ADR 0227). */
export interface LostConnection {
  lostConnection: true;
}

/**
 * A form route's `clientAction`: the post as without it, except that a post that gets no answer
 * leaves the page as it is, the answers typed still in their fields, with a message (ScreenForm),
 * where the root boundary would replace the page and lose them.
 */
export async function keepAnswersWhenOffline({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (lostConnection(error)) return { lostConnection: true } satisfies LostConnection;
    throw error;
  }
}
