import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import { formatViolations, WCAG_TAGS } from "../support/axe";
import { SCROLL_TO_TOP_DELAY_MS } from "../../app/domain/constants";
import type { Driver, Key } from "./driver";

/** What a journey points at, as a person would: a control by its label, or an element by role and name. */
export type Target =
  | { label: string | RegExp }
  | { role: "button" | "link" | "radio" | "checkbox" | "dialog" | "heading"; name: string | RegExp }
  | { css: string };

/** A target as JSON (a RegExp as its source and flags), for the finder in the page. */
type Wanted = { css: string } | { label: Text } | { role: string; name: Text };
type Text = { text: string } | { source: string; flags: string };

const text = (value: string | RegExp): Text =>
  typeof value === "string" ? { text: value } : { source: value.source, flags: value.flags };

function wanted(target: Target): Wanted {
  if ("css" in target) return target;
  if ("label" in target) return { label: text(target.label) };
  return { role: target.role, name: text(target.name) };
}

/**
 * Runs in the page: finds the first visible element the target names (an exact name first, then one
 * that contains it, as Playwright's getByRole/getByLabel do), marks it with `data-engine-target` and
 * returns that mark, or null. The names are a small part of accessible-name computation: aria-labelledby,
 * aria-label, the <label>s, a button's value, the text.
 */
function findInPage(want: Wanted, mark: string): string | null {
  const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute("aria-labelledby");
    if (labelledBy) {
      return norm(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      );
    }
    const aria = el.getAttribute("aria-label");
    if (aria) return norm(aria);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return norm([...labels].map((l) => l.textContent).join(" "));
    if (el instanceof HTMLInputElement && (el.type === "submit" || el.type === "button")) return norm(el.value);
    if (el.tagName === "DIALOG" || el.getAttribute("role") === "dialog") return "";
    return norm(el.textContent);
  };
  const shown = (el: Element): boolean => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") return false;
    if (box.width > 0 || box.height > 0) return true;
    // A visually hidden radio, checkbox or file input is shown by its label.
    const labels = (el as HTMLInputElement).labels;
    return !!labels && [...labels].some((l) => l.getBoundingClientRect().width > 0);
  };
  const ROLES: Record<string, string> = {
    button: "button, [role=button], input[type=submit]",
    link: "a[href], [role=link]",
    radio: "input[type=radio]",
    checkbox: "input[type=checkbox]",
    dialog: "dialog[open], [role=dialog], [role=alertdialog]",
    heading: "h1, h2, h3, [role=heading]",
  };
  let candidates: Element[];
  let name: Text | null = null;
  if ("css" in want) candidates = [...document.querySelectorAll(want.css)];
  else if ("label" in want) {
    candidates = [...document.querySelectorAll("input, select, textarea")];
    name = want.label;
  } else {
    candidates = [...document.querySelectorAll(ROLES[want.role] ?? want.role)];
    name = want.name;
  }
  candidates = candidates.filter(shown);
  if (name) {
    const wantedName = name;
    if ("source" in wantedName) {
      const pattern = new RegExp(wantedName.source, wantedName.flags);
      candidates = candidates.filter((el) => pattern.test(nameOf(el)));
    } else {
      const exact = candidates.filter((el) => nameOf(el) === wantedName.text);
      candidates = exact.length
        ? exact
        : candidates.filter((el) => nameOf(el).toLowerCase().includes(wantedName.text.toLowerCase()));
    }
  }
  const found = candidates[0];
  if (!found) return null;
  found.setAttribute("data-engine-target", mark);
  return mark;
}

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
