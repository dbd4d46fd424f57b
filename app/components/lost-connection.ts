import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";

/**
 * The browsers' words for a fetch that got no answer (offline, a dropped connection): Chrome's,
 * Firefox's and Safari's. Exactly these, so a programming TypeError is never taken for one.
 */
const NO_ANSWER = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

/** A request of the browser's that got no answer: fetch fails with a TypeError in the browsers' words. */
export function lostConnection(error: unknown): boolean {
  return typeof document !== "undefined" && error instanceof TypeError && NO_ANSWER.test(error.message);
}

/** What a form's post answers in the browser when it got no answer (ADR 0002). */
export interface LostConnection {
  lostConnection: true;
  /** When: each lost post is an alert of its own. */
  at: number;
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
    if (lostConnection(error)) return { lostConnection: true, at: Date.now() } satisfies LostConnection;
    throw error;
  }
}

/**
 * After a post that got no answer, nothing is loaded again (the root's and the page's `shouldRevalidate`):
 * the reload would fail the same way and bring the root boundary, and the typed answers would go.
 */
export const keepPageWhenOffline: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as Partial<LostConnection> | undefined)?.lostConnection === true ? false : defaultShouldRevalidate;
