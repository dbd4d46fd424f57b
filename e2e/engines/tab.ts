import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import { formatViolations, WCAG_TAGS } from "../support/axe";
import { SCROLL_TO_TOP_DELAY_MS } from "../../app/domain/constants";
import type { Driver, Key } from "./driver";
import { findInPage, wanted, type Target } from "./target";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Where ENGINE_SCREENS=1 puts each screen's picture, per engine (docs/screens/<engine>/). */
const SCREENS_DIR = "docs/screens";

/**
 * One applicant's browser tab on one engine: the journey's steps in the words of the page (labels,
 * roles, names), each waiting as a person would, and done by the engine's own automation.
 */
export class Tab {
  private marks = 0;
  /** When the last awaited navigation arrived (its scroll to the top comes SCROLL_TO_TOP_DELAY_MS later). */
  private arrivedAt = 0;

  constructor(
    readonly driver: Driver,
    readonly origin: string,
    /** Screens already scanned by axe in this run of this engine: each state once. */
    private readonly scanned: Set<string>,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  async goto(path: string): Promise<void> {
    await this.driver.goto(new URL(path, this.origin).href);
  }

  async path(): Promise<string> {
    const url = new URL(await this.driver.url());
    return `${url.pathname}${url.search}`;
  }

  /** Evaluates `fn(...args)` in the page (the function must not close over anything). */
  run<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.driver.evaluate<Awaited<R>>(`(${fn.toString()})(...${JSON.stringify(args)})`);
  }

  /** Polls `probe` until `ok` holds (15 s by default). */
  async until<T>(what: string, probe: () => Promise<T>, ok: (value: T) => boolean, timeout = 15_000): Promise<T> {
    const end = Date.now() + timeout;
    let last: T | undefined;
    let error: unknown;
    for (;;) {
      try {
        last = await probe();
        if (ok(last)) return last;
      } catch (e) {
        error = e;
      }
      if (Date.now() > end) {
        throw new Error(`${this.engine}: timed out waiting for ${what} (last: ${JSON.stringify(last)}) ${error ?? ""}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async waitForPath(pattern: RegExp, timeout = 20_000): Promise<void> {
    await this.until(
      `the address to match ${pattern}`,
      () => this.path(),
      (p) => pattern.test(p),
      timeout,
    );
    this.arrivedAt = Date.now();
  }

  /** Waits until the page is hydrated (<html data-hydrated>, route-change-effects.ts): clicks then go to React. */
  async hydrated(): Promise<void> {
    await this.until(
      "hydration",
      () => this.run(() => document.documentElement.dataset.hydrated ?? ""),
      (v) => v === "true",
    );
  }

  /** A CSS selector for the target, once it is there and shown. */
  async find(target: Target, timeout = 15_000): Promise<string> {
    const mark = `m${++this.marks}`;
    await this.until(
      `${JSON.stringify(wanted(target))}`,
      () => this.run(findInPage, wanted(target), mark),
      (found) => found === mark,
      timeout,
    );
    // WebDriver scrolls the target into view, then clicks where it was: the page's own scroll to the
    // top after a navigation, landing in between, moved a box away from the click (WebKit, twice).
    const settled = this.arrivedAt + SCROLL_TO_TOP_DELAY_MS + 150 - Date.now();
    if (settled > 0) await new Promise((r) => setTimeout(r, settled));
    return `[data-engine-target="${mark}"]`;
  }

  async isThere(target: Target): Promise<boolean> {
    return (await this.run(findInPage, wanted(target), `m${++this.marks}`)) !== null;
  }

  async click(target: Target): Promise<void> {
    await this.driver.click(await this.find(target));
  }

  async fill(target: Target, value: string): Promise<void> {
    await this.driver.fill(await this.find(target), value);
  }

  async select(target: Target, value: string): Promise<void> {
    await this.driver.select(await this.find(target), value);
  }

  /** Ticks a radio or checkbox (by a click, as a person does) unless it already is. */
  async check(target: Target): Promise<void> {
    const selector = await this.find(target);
    const checked = (s: string) =>
      this.run((sel: string) => (document.querySelector(sel) as HTMLInputElement).checked, s);
    if (!(await checked(selector))) await this.driver.click(selector);
    await this.until(
      `${JSON.stringify(wanted(target))} checked`,
      () => checked(selector),
      (v) => v,
    );
  }

  async uncheck(target: Target): Promise<void> {
    const selector = await this.find(target);
    const checked = (s: string) =>
      this.run((sel: string) => (document.querySelector(sel) as HTMLInputElement).checked, s);
    if (await checked(selector)) await this.driver.click(selector);
    await this.until(
      `${JSON.stringify(wanted(target))} unchecked`,
      () => checked(selector),
      (v) => !v,
    );
  }

  async upload(target: Target, file: string): Promise<void> {
    await this.driver.upload(await this.find(target), file);
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  /** The level-1 heading's text. */
  heading(): Promise<string> {
    return this.run(() => (document.querySelector("h1")?.textContent ?? "").replace(/\s+/g, " ").trim());
  }

  async expectHeading(name: string | RegExp, timeout = 20_000): Promise<void> {
    await this.until(
      `the heading ${name}`,
      () => this.heading(),
      (h) => (typeof name === "string" ? h === name : name.test(h)),
      timeout,
    );
  }

  /** The text of every element matching `css`, as shown. */
  texts(css: string): Promise<string[]> {
    return this.run(
      (sel: string) =>
        [...document.querySelectorAll(sel)].map((el) =>
          ((el as HTMLElement).innerText ?? "").replace(/\s+/g, " ").trim(),
        ),
      css,
    );
  }

  async expectText(css: string, wanted: string | RegExp): Promise<void> {
    await this.until(
      `${css} to show ${wanted}`,
      () => this.texts(css),
      (all) => all.some((t) => (typeof wanted === "string" ? t.includes(wanted) : wanted.test(t))),
    );
  }

  /** Describes the focused element (tag, id, name, class), for focus checks. */
  focused(): Promise<string> {
    return this.run(() => {
      const el = document.activeElement;
      return el ? `${el.tagName.toLowerCase()}#${el.id} [name=${el.getAttribute("name") ?? ""}] .${el.className}` : "";
    });
  }

  /** POSTs JSON from the page (its session cookie goes along): the mock's seeding endpoints. */
  async post(path: string, body: unknown): Promise<void> {
    const status = await this.run(
      async (url: string, json: string) =>
        (await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: json })).status,
      path,
      JSON.stringify(body),
    );
    if (status >= 300) throw new Error(`POST ${path} answered ${status}`);
  }

  /**
   * A screen state reached: its picture (with ENGINE_SCREENS=1, into docs/screens/<engine>/<name>.png)
   * and, once per engine and state, axe-core's WCAG 2.2 A/AA rules with no violation.
   */
  async screen(name: string): Promise<void> {
    // The layout scrolls to the top 500 ms after a client-side navigation (SPEC §2.1).
    await new Promise((r) => setTimeout(r, 600));
    if (process.env.ENGINE_SCREENS) {
      mkdirSync(`${SCREENS_DIR}/${this.engine}`, { recursive: true });
      await this.driver.screenshot(`${SCREENS_DIR}/${this.engine}/${name}.png`);
    }
    if (this.scanned.has(name)) return;
    this.scanned.add(name);
    const violations = await this.axe();
    if (violations.length) {
      throw new Error(
        `${this.engine}: ${violations.length} accessibility violation(s) on ${name}:\n\n${formatViolations(violations)}`,
      );
    }
  }

  async axe(): Promise<AxeResults["violations"]> {
    if (!(await this.run(() => "axe" in window)))
      await this.driver.evaluate(`(() => {\n${AXE_SOURCE}\n;return true;\n})()`);
    return this.run(
      async (tags: string[]) =>
        (
          await (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
            runOnly: { type: "tag", values: tags },
            resultTypes: ["violations"],
          })
        ).violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        })),
      WCAG_TAGS,
    ) as Promise<AxeResults["violations"]>;
  }
}
