// A patch of @remix-run/router's ES module build, the one the browser bundle holds (the others patch
// the CommonJS builds the server runs). Applied by scripts/patch-framework.mjs; what a patch is and how
// it is checked is said there. ADR 0232.
//
// A loader's redirect during a Back or Forward (a POP navigation) was pushed as a new history entry:
// the entry the browser had just gone back to stayed, and every entry after it was cut off. Back onto
// a page that now sends its visitor on (the code page once verified) then led to that page again on
// every further Back. A browser without scripts shows the redirect's target in place of the entry
// instead; the patch makes the router do the same (replace) for a redirect of a POP navigation. A
// click (PUSH) still pushes: the page it was going to was never in the history.
import { MARKER } from "./marker.mjs";

export const HISTORY_ON_BACK_PATCHES = [
  {
    pkg: "@remix-run/router",
    version: "1.23.3",
    file: "dist/router.js",
    replacements: [
      {
        why: "a loader's redirect during a POP navigation replaces the entry gone back to",
        find: "opts && opts.submission, opts && opts.fetcherSubmission, opts && opts.replace, opts && opts.initialHydration === true, flushSync, pendingActionResult);",
        replace: `opts && opts.submission, opts && opts.fetcherSubmission, opts && opts.replace || ${MARKER} historyAction === Action.Pop, opts && opts.initialHydration === true, flushSync, pendingActionResult);`,
      },
    ],
  },
];
