/**
 * The few things a journey asks of a browser, each done natively by the engine's own automation
 * (Playwright for Chromium, WebDriver BiDi for Firefox, W3C WebDriver for WebKit). Elements are
 * found once, in the page, by `Tab` (./tab.ts) and handed over as a CSS selector.
 */
export type Engine = "chromium" | "firefox" | "webkit";

/** Keys a journey presses (their W3C WebDriver code points are in ./webkit.ts); Copy and Paste are Ctrl+C and Ctrl+V. */
export type Key = "Enter" | "Tab" | "Escape" | "Copy" | "Paste";

export interface Driver {
  readonly engine: Engine;
  /** Opens an absolute URL and waits for its load. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited. The result must be JSON. */
  evaluate<R>(expression: string): Promise<R>;
  click(selector: string): Promise<void>;
  /** Replaces the field's value by typing `value`. */
  fill(selector: string, value: string): Promise<void>;
  /** Chooses the option with this value in a select. */
  select(selector: string, value: string): Promise<void>;
  /** Chooses a file (an absolute path) in a file input. */
  upload(selector: string, file: string): Promise<void>;
  /** Types into whatever has the focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The whole page as a PNG. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The viewport every engine gets: a phone's width (the screenshots are compared at 375 px). */
export const VIEWPORT = { width: 375, height: 812 };
