// How a journey names what it points at, and the finder that runs in the page to resolve it.
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

export function wanted(target: Target): Wanted {
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
export function findInPage(want: Wanted, mark: string): string | null {
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
