/**
 * The whole application in a real text browser: Debian's lynx (no JavaScript at all) applies from
 * the intro to a submitted, paid application, and checks an application's status, against the
 * production build on the development mock; every screen is read as lynx shows it.
 *
 * Lynx itself fills in and sends every form, from recorded keystrokes (`-cmd_script`): it keeps the
 * session cookie, sends the form's hidden fields (the CSRF token) and follows each 303, so a form
 * that lynx cannot operate fails here. Posting with `-post_data` would only prove that the server
 * takes a body we wrote. The keystrokes are not a fixed recording: each screen is saved through
 * lynx's print menu (the text `lynx -dump` prints), read, and the field to type into is the first
 * control after its label, found as a reader finds it; a label after its field cannot be filled.
 * One lynx process per journey: lynx writes only persistent cookies to a cookie file, and the
 * session cookie is not one. The keys reach it through a FIFO as its script; lynx reads a key only
 * when it wants one (no interrupt checks while scripted), so keys queued during a load are kept.
 * Plain http, as the e2e servers: lynx sends the production `__Host-`, Secure session cookie back
 * to http://127.0.0.1 (it does not hold Secure cookies back from http), so the cookie stays as it is.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { serverForSuite, GENEROUS_LIMITS } from "../server-process";
import { APPLY_AND_PAY, STATUS_CHECK, type Action, type Journey, type Screen } from "./journeys";

const LYNX = "/usr/bin/lynx";
/** Each journey's screens, as lynx showed them, for a person to read after a run. */
const SCREENS = "test-results/lynx";
/** The honeypot's label: shown by lynx (its CSS hides it), read and left empty as it asks. */
const HONEYPOT = "Leave this field empty";
const SUMMARY_TITLE = "There is a problem";

type Kind = "link" | "button" | "text" | "radio" | "checkbox";
interface Control {
  n: number;
  kind: Kind;
  /** Offset in the page's text. */
  at: number;
  checked: boolean;
  text: string;
}
interface Page {
  /** The page as saved, its References (the addresses of its links) after the text. */
  saved: string;
  text: string;
  controls: Control[];
}

/** Lynx's numbered rendering: `[n]` before every link and field; links are listed under References. */
function parsePage(saved: string): Page {
  const [text = "", references = ""] = saved.split(/\nReferences\n/);
  // References lists every link by its address (and form fields as 'form field = …').
  const links = new Set([...references.matchAll(/^\s*(\d+)\. (?!form field)/gm)].map((m) => Number(m[1])));
  const controls: Control[] = [];
  for (const m of text.matchAll(/\[(\d+)\](\(\*\)|\( \)|\[X\]|\[ \])?([^[\n]*)/g)) {
    const n = Number(m[1]);
    const mark = m[2] ?? "";
    // A button reads '(BUTTON) Next', or '(resend) Send a new code' when it has a value.
    const button = text[m.index - 1] === "(";
    const kind: Kind = links.has(n)
      ? "link"
      : button
        ? "button"
        : mark.startsWith("(")
          ? "radio"
          : mark
            ? "checkbox"
            : "text";
    // The text runs to the next control: without a '(' that opens the next button.
    const rest = (m[3] ?? "").replace(/\($/, "").trim();
    const text_ = kind === "button" ? rest.replace(/^[^)]*\)\s*/, "") : rest;
    controls.push({ n, kind, at: m.index, checked: mark === "(*)" || mark === "[X]", text: text_ });
  }
  return { saved, text, controls };
}

/** A lynx process driven by keystrokes through a FIFO. */
class Lynx {
  private at = 1;
  private saves = 0;
  private lastLinks = 0;

  private constructor(
    private readonly dir: string,
    private readonly child: ChildProcess,
    private readonly keysIn: FileHandle,
  ) {}

  static async start(url: string, dir: string): Promise<Lynx> {
    const fifo = join(dir, "keys");
    const { LYNX_CFG: _cfg, LYNX_LSS: _lss, ...environment } = process.env;
    const made = spawnSync("mkfifo", [fifo]);
    if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr.toString()}`);
    const child = spawn(
      LYNX,
      // -popup: a select's options as radio buttons, each chosen by its text (lynx's own option).
      [`-cmd_script=${fifo}`, "-nopause", "-number_fields", "-popup", "-accept_all_cookies", "-noreferer", url],
      // HOME: no one's ~/.lynxrc changes the keys or the rendering; the system's lynx.cfg only.
      { env: { ...environment, HOME: dir, TERM: "vt100", COLUMNS: "100", LINES: "40" }, stdio: "ignore" },
    );
    const keysIn = await open(fifo, "w");
    return new Lynx(dir, child, keysIn);
  }

  private async keys(keys: string[]): Promise<void> {
    if (keys.length) await this.keysIn.write(keys.map((key) => `key ${key}\n`).join(""));
  }

  private async goTo(n: number): Promise<void> {
    const steps = n - this.at;
    await this.keys(Array<string>(Math.abs(steps)).fill(steps > 0 ? "Down Arrow" : "Up Arrow"));
    this.at = n;
  }

  /** After a new page: back to its first link, which is never a text field (typed keys would go in). */
  private async top(): Promise<void> {
    await this.keys(Array<string>(this.lastLinks + 40).fill("Up Arrow"));
    this.at = 1;
  }

  /** The page as lynx shows it: saved twice through the print menu, the second save telling the first is whole. */
  async read(): Promise<Page> {
    await this.goTo(1);
    this.saves += 1;
    const file = join(this.dir, `screen-${this.saves}.txt`);
    for (const target of [file, `${file}.done`]) {
      await this.keys(["p", "^J", "^U", ...[...target].map((c) => (c === " " ? "<space>" : c)), "^J"]);
    }
    const deadline = Date.now() + 20_000;
    while (!existsSync(`${file}.done`)) {
      if (this.child.exitCode !== null) throw new Error(`lynx exited (${this.child.exitCode})`);
      if (Date.now() > deadline) throw new Error("lynx did not save the page within 20 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const page = parsePage(readFileSync(file, "utf8"));
    this.lastLinks = page.controls.length;
    return page;
  }

  async type(control: Control, value: string): Promise<void> {
    await this.goTo(control.n);
    // ^U empties the field first (a field may hold an earlier answer).
    await this.keys(["^U", ...[...value].map((c) => (c === " " ? "<space>" : c))]);
  }

  /** Enter: toggles a radio button or checkbox, sends a form, follows a link. */
  async activate(control: Control, navigates: boolean): Promise<void> {
    await this.goTo(control.n);
    await this.keys(["^J"]);
    if (navigates) await this.top();
  }

  async quit(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    await this.keys(["q", "y"]);
    await this.keysIn.close();
    await exited;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill("SIGKILL");
  }
}

/** The line of the page that is this label (a field may follow it on the same line), after `from`. */
function labelAt(page: Page, label: string, from: number): number {
  let offset = 0;
  for (const line of page.text.split("\n")) {
    const trimmed = line.trim();
    if (offset >= from && (trimmed === label || trimmed.startsWith(`${label} [`))) return offset;
    offset += line.length + 1;
  }
  throw new Error(`no line '${label}' after offset ${from}`);
}

const isField = (c: Control) => c.kind === "text" || c.kind === "radio" || c.kind === "checkbox";

function headingAt(page: Page, heading: string): number {
  const match = new RegExp(
    `^${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\^ ?\\(?\\[\\d+\\]\\*\\)?)?$`,
    "m",
  ).exec(page.text);
  if (!match) throw new Error(`no heading '${heading}'`);
  return match.index;
}

/**
 * Reading order: the h1 before every field; an error summary after it and before the first field,
 * its items in the order of the inline errors; each label before its field with nothing to fill in
 * between; every text field claimed by a label of the journey. Returns the controls to operate.
 */
function checkScreen(page: Page, screen: Screen): Map<Action, Control> {
  const heading = headingAt(page, screen.heading);
  // Two links or fields with nothing between them read as one ('Choose Secured Visa Card[10]Terms');
  // a footnote marker is lynx's superscript ('Pre-Approved^[6]*'), a word of its own.
  expect(page.text.match(/.*[^\s(^]\[\d+\].*/g) ?? [], "controls never run together").toEqual([]);
  const read = page.text.replace(/\[\d+\]/g, "").replace(/\s+/g, " ");
  for (const text of screen.shows ?? []) expect(read, "the screen reads").toContain(text);
  const fields = page.controls.filter(isField);
  expect(
    fields.filter((f) => f.at < heading),
    "no field before the heading",
  ).toEqual([]);
  const summary = page.text.indexOf(`\n${SUMMARY_TITLE}\n`);
  if (summary >= 0) {
    expect(summary, "the error summary after the heading").toBeGreaterThan(heading);
    expect(fields[0] ? summary < fields[0].at : true, "the error summary before the first field").toBe(true);
    // The summary's list: its bullets up to the first blank line after them.
    const list = /\n\n((?:\s+\* .*\n)+)/.exec(page.text.slice(summary + 1))?.[1] ?? "";
    const items = [...list.matchAll(/^\s+\* \[\d+\](.*)$/gm)].map((m) => m[1]);
    const inline = [...page.text.matchAll(/^\s+Error: (.*)$/gm)].map((m) => m[1]);
    expect(items, "the summary lists the inline errors in their order").toEqual(inline);
  }

  const found = new Map<Action, Control>();
  const claimed = new Set<Control>();
  let from = heading;
  const honeypot = page.text.indexOf(`${HONEYPOT} [`);
  if (honeypot >= 0) {
    const control = fields.find((f) => f.at > honeypot);
    expect(control?.kind, "the honeypot's label before its field").toBe("text");
    expect(control?.text.replace(/_/g, ""), "the honeypot left empty").toBe("");
    if (control) claimed.add(control);
  }
  for (const action of screen.actions) {
    if ("fill" in action || "select" in action) {
      const label = "fill" in action ? action.fill : action.select;
      const labelled = labelAt(page, label, from);
      const next = fields.find((f) => f.at > labelled);
      if ("fill" in action) {
        expect(next?.kind, `'${label}' right before a text field`).toBe("text");
        if (next) found.set(action, next);
      } else {
        const options = fields.filter((f) => next && f.at >= next.at && f.kind === "radio");
        const option = options.find((o) => o.text === action.option);
        expect(option, `'${label}' right before its options, '${action.option}' among them`).toBeDefined();
        if (option) found.set(action, option);
      }
      if (next) claimed.add(next);
      from = next?.at ?? from;
    } else if ("choose" in action) {
      const control = fields.find((f) => f.at > from && f.kind !== "text" && f.text.startsWith(action.choose));
      expect(control, `a radio button or checkbox '${action.choose}'`).toBeDefined();
      if (control) found.set(action, control);
      from = control?.at ?? from;
    } else {
      const name = "press" in action ? action.press : action.follow;
      const kind = "press" in action ? "button" : "link";
      const control = page.controls.find((c) => c.kind === kind && c.text.startsWith(name) && c.at > heading);
      expect(control, `a ${kind} '${name}' after the heading`).toBeDefined();
      if (control) found.set(action, control);
    }
  }
  const last = screen.actions.at(-1);
  const end = last && found.get(last);
  const unlabelled = fields.filter((f) => f.kind === "text" && !claimed.has(f) && (!end || f.at < end.at));
  expect(unlabelled, "every text field read through its label").toEqual([]);
  return found;
}

async function run(base: string, journey: Journey): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "lynx-"));
  const out = join(SCREENS, journey.name.replace(/\W+/g, "-"));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const lynx = await Lynx.start(`${base}${journey.start}`, dir);
  let page = await lynx.read();
  let shown = 0;
  const keep = (p: Page) => writeFileSync(join(out, `${String(++shown).padStart(2, "0")}.txt`), p.saved);
  try {
    for (const screen of journey.screens) {
      keep(page);
      let controls = checkScreen(page, screen);
      const leave = screen.actions.at(-1);
      if (screen.emptyPostFirst && leave && "press" in leave) {
        await lynx.activate(controls.get(leave)!, true);
        page = await lynx.read();
        keep(page);
        expect(page.text, `an empty post on '${screen.heading}' shows the error summary`).toContain(
          `\n${SUMMARY_TITLE}\n`,
        );
        controls = checkScreen(page, screen);
      }
      for (const action of screen.actions) {
        const control = controls.get(action)!;
        if ("fill" in action) {
          if (action.with !== undefined) await lynx.type(control, action.with);
        } else if ("select" in action || "choose" in action) {
          // Enter on a checked checkbox would uncheck it.
          if (!control.checked) await lynx.activate(control, false);
        } else {
          await lynx.activate(control, true);
          page = await lynx.read();
        }
      }
    }
    await lynx.quit();
  } catch (error) {
    lynx.kill();
    throw new Error(`${String(error)}\n--- the last page lynx showed (${out}):\n${page.text}`, { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the application in lynx, a text browser without JavaScript", () => {
  beforeAll(() => {
    expect(existsSync(LYNX), `${LYNX} is needed: apt-get install -y lynx (.ci/run installs it)`).toBe(true);
  });
  const app = serverForSuite({ MOCKS: "true", ...GENEROUS_LIMITS });

  for (const journey of [APPLY_AND_PAY, STATUS_CHECK]) {
    it(journey.name, async () => {
      await run(app.url(), journey);
    });
  }
});
