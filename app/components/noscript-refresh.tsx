import { useMatches } from "@remix-run/react";

/** A route's `handle.noscriptRefresh(data)`: where its page moves on to by itself without JavaScript. */
interface NoscriptRefreshHandle {
  noscriptRefresh?: (data: unknown) => string | null;
}

/**
 * Without JavaScript, a page that waits for the server (the payment's processing page) moves on with
 * an instant redirect: a 0-second refresh, which is not a timed reload (WCAG 2.2.1, technique H76).
 * In <noscript>, so with JavaScript the page does it itself and nothing reloads the document.
 */
export function NoscriptRefresh() {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const href = (match.handle as NoscriptRefreshHandle | undefined)?.noscriptRefresh?.(match.data);
    if (href) {
      return (
        <noscript>
          <meta httpEquiv="refresh" content={`0;url=${href}`} />
        </noscript>
      );
    }
  }
  return null;
}
