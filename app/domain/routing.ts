import { ENTRY_PATHS } from "./entry-paths";
import { pathOf, SCREENS } from "./route-table";
import { canonicalPathFor } from "./screen-aliases";

// SPEC §2.1 routing as data; paths compare without case or trailing slashes (ADR 0017).

export const APP_CHECK_REDIRECTS = [
  "/fund-your-card",
  "/upload-documents",
  "/app/checkapplicationstatus",
  "/app/paywithdebit",
  "/documents.aspx",
  "/app-check",
] as const;

export const LEGACY_APPLY_PATH = "/pages/applicationscreen1.aspx";

export interface RedirectRule {
  from: string;
  to: string;
}

// Each to its final target: no redirect chains.
export const REDIRECT_RULES: readonly RedirectRule[] = [
  ...APP_CHECK_REDIRECTS.map((from) => ({ from, to: pathOf("checkStatus") })),
  { from: LEGACY_APPLY_PATH, to: ENTRY_PATHS.basic },
];

export const WHITELISTED_PATHS: readonly string[] = [
  ENTRY_PATHS.basic,
  ENTRY_PATHS.plus,
  ENTRY_PATHS.launch,
  pathOf("checkStatus"),
  ...APP_CHECK_REDIRECTS,
  LEGACY_APPLY_PATH,
  pathOf("maintenance"),
];

export function normalizePath(pathname: string): string {
  const trimmed = pathname.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function same(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}

export function isEntryPath(pathname: string, brandEntryPath: string): boolean {
  return same(pathname, brandEntryPath) || Object.values(ENTRY_PATHS).some((p) => same(pathname, p));
}

export function isWhitelisted(pathname: string, brandEntryPath: string): boolean {
  return isEntryPath(pathname, brandEntryPath) || WHITELISTED_PATHS.some((p) => same(pathname, p));
}

export function fixedRedirectFor(pathname: string): string | null {
  return REDIRECT_RULES.find((rule) => same(rule.from, pathname))?.to ?? null;
}

export interface UnknownPathOptions {
  basicEntryPath: string;
  isMaintenance: boolean;
}

// SPEC §2.1. Fixed and alias redirects are permanent (301/308).
export function resolveUnknownPath(pathname: string, options: UnknownPathOptions): { to: string; permanent: boolean } {
  const fixed = fixedRedirectFor(pathname);
  if (fixed) return { to: fixed, permanent: true };
  const canonical = canonicalPathFor(pathname);
  if (canonical) return { to: canonical, permanent: true };
  if (options.isMaintenance) return { to: pathOf("maintenance"), permanent: false };
  return { to: options.basicEntryPath, permanent: false };
}

// ADR 0017. The signed-out page too: the sign-out removed the cookie, so the next page is a first visit.
export const OWN_START_PATHS: readonly string[] = [
  "/",
  "/testimonials",
  "/error",
  "/session-expired",
  "/disclosures",
  "/sign-out",
];

export function isScreenPath(pathname: string): boolean {
  return Object.values(SCREENS).some((screen) => same(screen.path, pathname)) || /^\/[^/]+\/apply\/?$/i.test(pathname);
}

export function startRedirect(pathname: string, basicEntryPath: string): string | null {
  if (!isScreenPath(pathname)) return null;
  if (isWhitelisted(pathname, basicEntryPath) || OWN_START_PATHS.some((p) => same(pathname, p))) return null;
  return basicEntryPath;
}

// ADR 0003: back with the marker and still no cookie is a browser that does not keep cookies.
export const COOKIE_CHECK_PARAM = "cookie-check";

export type FirstVisitAnswer = { redirect: string } | { cookiesBlocked: { retry: string } } | null;

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

// Nothing is stored until the browser shows it keeps the cookie; never a second redirect.
export function firstVisitAnswer(pathname: string, search: URLSearchParams, basicEntryPath: string): FirstVisitAnswer {
  const query = new URLSearchParams(search);
  const checked = query.has(COOKIE_CHECK_PARAM);
  query.delete(COOKIE_CHECK_PARAM);
  const marked = (path: string, kept: URLSearchParams) => {
    const next = new URLSearchParams(kept);
    next.set(COOKIE_CHECK_PARAM, "1");
    return withQuery(path, next);
  };
  if (isEntryPath(pathname, basicEntryPath)) {
    return checked ? { cookiesBlocked: { retry: withQuery(pathname, query) } } : { redirect: marked(pathname, query) };
  }
  const to = startRedirect(pathname, basicEntryPath);
  return to ? { redirect: marked(to, new URLSearchParams()) } : null;
}
