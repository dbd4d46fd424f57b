/** A wheel turn too: someone already scrolling the new page must not be thrown back to its top. */
const USER_ACTIONS = ["pointerdown", "keydown", "input", "change", "wheel"] as const;

/** A page that jumps while the person is already typing or tapping loses their place. */
export function scrollUnlessUserActs(scroll: () => void, delayMs: number): () => void {
  const cancel = () => {
    clearTimeout(timer);
    for (const type of USER_ACTIONS) document.removeEventListener(type, cancel, true);
  };
  const timer = setTimeout(() => {
    cancel();
    scroll();
  }, delayMs);
  // Passive: listening to the wheel must never hold up the scroll it reports.
  for (const type of USER_ACTIONS) document.addEventListener(type, cancel, { capture: true, passive: true });
  return cancel;
}
