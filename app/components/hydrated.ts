import { startTransition, useEffect, useState } from "react";

let enhanced = false;

export const pageEnhanced = () =>
  typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

const alreadyEnhanced = () => enhanced || pageEnhanced();

// Switched in a transition, so React renders it in slices: remix-utils' useHydrated re-rendered the
// whole form in one long task after hydration (ADR 0002).
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(alreadyEnhanced);
  useEffect(() => {
    if (hydrated) return;
    enhanced = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
