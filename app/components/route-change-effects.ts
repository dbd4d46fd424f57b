import { useLocation } from "@remix-run/react";
import { startTransition, useEffect, useRef, useState } from "react";
import { SCROLL_TO_TOP_DELAY_MS } from "~/domain/constants";
import { scrollUnlessUserActs } from "./deferred-scroll";

/**
 * After a client-side navigation: focus moves to the new page's heading (unless an error summary or a
 * page alert takes it), so a screen reader says the step's name first, before the bar, the step
 * counter and the progress (issue 51 item 3); to the main region where a page has no heading. The
 * page scrolls to the top 500 ms later (SPEC §2.1) unless they have started using the page by then.
 */
export function RouteChangeEffects() {
  // Another path or query is a new page, read from its start; the same address again (the processing
  // page polling) is not, or it would pull focus away.
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const first = useRef(true);
  // Marks the document as enhanced in the same transition as every useHydrated (ADR 0002); not
  // useHydrated itself, which root importing would split into a chunk of its own.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  useEffect(() => {
    if (enhanced) document.documentElement.dataset.hydrated = "true";
  }, [enhanced]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!document.querySelector(".error-summary, .page-alert")) focusPageStart();
    return scrollUnlessUserActs(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
  }, [address]);
  return null;
}

/** Focus on the main region's first heading (focusable by script only), or on the region itself. */
function focusPageStart() {
  const main = document.getElementById("main");
  const heading = main?.querySelector("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  (heading ?? main)?.focus({ preventScroll: true });
}
