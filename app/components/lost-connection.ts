import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";

/** Chrome's, Firefox's and Safari's words exactly, so a programming TypeError is never taken for one. */
const NO_ANSWER = /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

export function lostConnection(error: unknown): boolean {
  return typeof document !== "undefined" && error instanceof TypeError && NO_ANSWER.test(error.message);
}

export interface LostConnection {
  lostConnection: true;
  at: number;
}

/** A post with no answer leaves the page and the typed answers as they are, where the root boundary would lose them. */
export async function keepAnswersWhenOffline({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (lostConnection(error)) return { lostConnection: true, at: Date.now() } satisfies LostConnection;
    throw error;
  }
}

/** The reload would fail the same way, bring the root boundary, and lose the typed answers. */
export const keepPageWhenOffline: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as Partial<LostConnection> | undefined)?.lostConnection === true ? false : defaultShouldRevalidate;

/** A form screen's `clientAction` and `shouldRevalidate`: a post with no answer keeps the page as it is. */
export const offlineKeeping = { clientAction: keepAnswersWhenOffline, shouldRevalidate: keepPageWhenOffline };
