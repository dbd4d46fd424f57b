/**
 * What counts as the person taking over: a tap or click, a key, a changed field, or a turn of the
 * mouse wheel (someone already scrolling down the new page must not be thrown back to its top).
 */
const USER_ACTIONS = ["pointerdown", "keydown", "input", "change", "wheel"] as const;

/**
 * Runs `scroll` after `delayMs`, unless the person acts first: a page that jumps to the top (or back
 * to a field) while they are already typing or tapping loses their place. Returns the cancel function
 * for an effect's cleanup.
 */
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
