import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration's enhancement has been scheduled: later mounts start enhanced. */
let enhanced = false;

/** Whether the root has marked the document enhanced (after the first hydration's switch). Never on the server. */
export const pageEnhanced = () =>
  typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

/**
 * Whether the page is enhanced already: this hook has switched, or the root has marked the document
 * (a page whose hydration used no useHydrated, left by a client navigation).
 */
const alreadyEnhanced = () => enhanced || pageEnhanced();

/**
 * False on the server and while the page hydrates, true from then on (a component mounted later, on a
 * client navigation, is true from its first render).
 *
 * The switch after hydration is a transition: React renders it in slices between which the browser
 * can answer the user. remix-utils' `useHydrated` (useSyncExternalStore) made React render every
 * component using it again synchronously right after hydration — on a step page, the whole form in
 * one long task (ADR 0002). Every component switches in the same commit: the
 * effects of one commit start their transitions in one lane.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(alreadyEnhanced);
  useEffect(() => {
    if (hydrated) return;
    enhanced = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
