import { test, type Page } from "@playwright/test";

/**
 * What a screen reader is told, as far as the page decides it: each focus move (`focusin`) and each
 * change of a live region's words (`role=alert`, `role=status`, `aria-live`), in order, with the time
 * since the recording was cleared. Standard DOM only (MutationObserver, focusin, performance.now), so
 * the same recorder runs in Chromium, Firefox and WebKit.
 */
export interface SrEvent {
  kind: "focus" | "live";
  /** ms since `clear` */
  at: number;
  /** The element's tag, then its id or class (`h1`, `div.error-summary`, `input#basic-info-firstName`). */
  target: string;
  /** Focus: the element's name as far as the DOM says it (aria-label, labelledby, label, text). Live: the region's words. */
  text: string;
}

declare global {
  interface Window {
    __sr?: { events: SrEvent[]; start: number };
  }
}

/**
 * Installed before any page script runs, on every document the page opens (Playwright); in the
 * engines' drivers (e2e/engines/steps.ts) evaluated in the page's current document, which a client
 * navigation keeps. Self-contained: it is sent to the page as its source.
 */
export function install() {
  const LIVE = '[role="alert"],[role="status"],[aria-live]:not([aria-live="off"])';
  const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : el.classList.length ? `.${el.classList[0]}` : "";
    return `${el.tagName.toLowerCase()}${id}`;
  };
  const byIds = (ids: string | null) =>
    words(
      (ids ?? "")
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
  const nameOf = (el: Element) => {
    const label = el.getAttribute("aria-label");
    if (label) return words(label);
    const labelledBy = byIds(el.getAttribute("aria-labelledby"));
    if (labelledBy) return labelledBy;
    const labels = (el as HTMLInputElement).labels;
    if (labels?.length) return words(Array.from(labels, (l) => l.textContent).join(" "));
    return words(el.textContent).slice(0, 200);
  };
  const record = { events: [] as SrEvent[], start: performance.now() };
  window.__sr = record;
  const push = (kind: SrEvent["kind"], el: Element, text: string) =>
    record.events.push({ kind, at: Math.round(performance.now() - record.start), target: describe(el), text });

  document.addEventListener(
    "focusin",
    (event) => {
      if (event.target instanceof Element) push("focus", event.target, nameOf(event.target));
    },
    true,
  );
  // A live region's words after each batch of changes in or to it (an inserted region counts: that
  // is the case screen readers announce, and the one issue 51 item 5 is about).
  const last = new WeakMap<Element, string>();
  new MutationObserver((mutations) => {
    const touched = new Set<Element>();
    for (const mutation of mutations) {
      const node = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const region = node?.closest(LIVE);
      if (region) touched.add(region);
      for (const added of Array.from(mutation.addedNodes)) {
        if (!(added instanceof Element)) continue;
        if (added.matches(LIVE)) touched.add(added);
        added.querySelectorAll(LIVE).forEach((inner) => touched.add(inner));
      }
    }
    for (const region of touched) {
      // A closed dialog's regions are not in the accessibility tree: nothing of them is read.
      if (!region.isConnected || region.closest("dialog:not([open])")) continue;
      const text = words(region.textContent);
      if (text === "" || last.get(region) === text) continue;
      last.set(region, text);
      push("live", region, text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Records from the page's next document on (call before `goto`). */
export async function installSrRecorder(page: Page): Promise<void> {
  await page.addInitScript(install);
}

/** Forgets what was recorded so far and restarts the clock. */
export async function clearSr(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__sr) {
      window.__sr.events = [];
      window.__sr.start = performance.now();
    }
  });
}

/** In the page: what was recorded (none where the recorder is not installed). */
export function recorded(): SrEvent[] {
  return window.__sr?.events ?? [];
}

/**
 * What was recorded since the document opened or `clearSr`; kept with the test's result as well (an
 * attachment, 'heard'), to compare engines and runs.
 */
export async function srEvents(page: Page): Promise<SrEvent[]> {
  const events = await page.evaluate(recorded);
  await test.info().attach("heard", { body: srLines(events).join("\n"), contentType: "text/plain" });
  return events;
}

/** The events as lines, for messages and the report: `120 ms focus h1 "Income"`. */
export function srLines(events: SrEvent[]): string[] {
  return events.map((e) => `${e.at} ms ${e.kind} ${e.target} "${e.text.slice(0, 120)}"`);
}
