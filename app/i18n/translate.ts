/** A catalogue flattened to 'namespace.key' → text; what the page receives as loader data. */
export type Messages = Readonly<Record<string, string>>;

/** Values put into a text's `{{name}}` placeholders (the i18next syntax, so both sides read one catalogue). */
export type TextParams = Readonly<Record<string, string | number>>;

export type Translate = (key: string, params?: TextParams) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; a placeholder without a value stays as it is, so a gap is visible in tests. */
export function interpolate(template: string, params?: TextParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The page's translate function over the messages of its language. A missing key is a bug the
 * catalogue tests catch; at run time it shows the key rather than a blank.
 */
export function createTranslate(messages: Messages): Translate {
  return (key, params) => interpolate(messages[key] ?? key, params);
}

type Nested = { readonly [key: string]: string | Nested };

/** `{ intro: { title: "…" } }` → `{ "intro.title": "…" }`. */
export function flatten(tree: Nested, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}
