import { ENTRY_PATHS } from "./entry-paths";
import { pathOf, SCREENS } from "./route-table";
import { canonicalPathFor } from "./screen-aliases";

/**
 * SPEC §2.1 entry and configuration-driven routing, as data. Paths are compared without regard to
 * letter case and trailing slashes (docs/decisions/0017).
 *
 * - Entry pages preset the card type: /{Brand}/Apply, /Secured/Apply, /SecuredPlus/Apply,
 *   /Launch/Apply (Launch only with its feature flag).
 * - These go to /app-check, whose canonical path is /check-application-status.
 * - The legacy /pages/applicationscreen1.aspx goes to /Secured/Apply.
 * - Any other unknown path goes to /maintenance when configuration says so, else to the basic entry page.
 * - The whitelist: paths that may start a visit.
 */

/** Redirected to /app-check (SPEC §2.1); /app-check itself is the canonical screen's alias. */
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

/** Fixed redirects, each to its final canonical target (no redirect chains). */
export const REDIRECT_RULES: readonly RedirectRule[] = [
  ...APP_CHECK_REDIRECTS.map((from) => ({ from, to: pathOf("checkStatus") })),
  { from: LEGACY_APPLY_PATH, to: ENTRY_PATHS.basic },
];

/**
 * SPEC §2.1 whitelist: the apply paths, check-application-status, fund-your-card, upload-documents,
 * the legacy app paths, documents.aspx, app-check, applicationscreen1, maintenance.
 */
export const WHITELISTED_PATHS: readonly string[] = [
  ENTRY_PATHS.basic,
  ENTRY_PATHS.plus,
  ENTRY_PATHS.launch,
  pathOf("checkStatus"),
  ...APP_CHECK_REDIRECTS,
  LEGACY_APPLY_PATH,
  pathOf("maintenance"),
];

/** Lower case, no trailing slashes ('/' stays '/'). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.trim().toLowerCase().replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function same(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}

/** An entry page: one of ENTRY_PATHS or the brand's own /{Brand}/Apply. */
export function isEntryPath(pathname: string, brandEntryPath: string): boolean {
  return same(pathname, brandEntryPath) || Object.values(ENTRY_PATHS).some((p) => same(pathname, p));
}

export function isWhitelisted(pathname: string, brandEntryPath: string): boolean {
  return isEntryPath(pathname, brandEntryPath) || WHITELISTED_PATHS.some((p) => same(pathname, p));
}

/** The fixed redirect for a path, or null. */
export function fixedRedirectFor(pathname: string): string | null {
  return REDIRECT_RULES.find((rule) => same(rule.from, pathname))?.to ?? null;
}

export interface UnknownPathOptions {
  /** The basic entry page: /{Brand}/Apply. */
  basicEntryPath: string;
  /** Configuration's isMaintenance. */
  isMaintenance: boolean;
}

/**
 * Where a path that no screen claims goes (SPEC §2.1): a fixed redirect, else a second-reading
 * alias's canonical screen, else /maintenance during maintenance, else the basic entry page.
 * `permanent` tells the caller to answer 301/308 (fixed and alias redirects) rather than 302/303.
 */
export function resolveUnknownPath(pathname: string, options: UnknownPathOptions): { to: string; permanent: boolean } {
  const fixed = fixedRedirectFor(pathname);
  if (fixed) return { to: fixed, permanent: true };
  const canonical = canonicalPathFor(pathname);
  if (canonical) return { to: canonical, permanent: true };
  if (options.isMaintenance) return { to: pathOf("maintenance"), permanent: false };
  return { to: options.basicEntryPath, permanent: false };
}

/**
 * Our own screens that may also start a visit (docs/decisions/0017): the intro (SPEC §1's journey
 * starts there), testimonials, the explanatory screens a link may point to, and the signed-out page
 * (the sign-out removes the cookie, so the page after it is a first visit).
 */
export const OWN_START_PATHS: readonly string[] = [
  "/",
  "/testimonials",
  "/error",
  "/session-expired",
  "/disclosures",
  "/sign-out",
];

/** A screen's path (either reading) or an apply-style path; anything else is left to resolveUnknownPath. */
export function isScreenPath(pathname: string): boolean {
  return Object.values(SCREENS).some((screen) => same(screen.path, pathname)) || /^\/[^/]+\/apply\/?$/i.test(pathname);
}

/**
 * SPEC §2.1 'at start': a first request to a screen that is neither an entry path, whitelisted nor
 * one of OWN_START_PATHS is sent to the basic entry page; null lets it through. Paths no screen
 * claims are not judged here: resolveUnknownPath sends them somewhere useful.
 */
export function startRedirect(pathname: string, basicEntryPath: string): string | null {
  if (!isScreenPath(pathname)) return null;
  if (isWhitelisted(pathname, basicEntryPath) || OWN_START_PATHS.some((p) => same(pathname, p))) return null;
  return basicEntryPath;
}

/**
 * The query parameter on the one redirect a first visit gets (docs/decisions/0003): that redirect set
 * the session cookie, so a request that comes back with the marker and still no cookie is a browser
 * that does not keep cookies. It carries no value of ours (always '1'), only the visitor's own query.
 */
export const COOKIE_CHECK_PARAM = "cookie-check";

/** What a first request (no session cookie) to a page gets before the page runs; null: the page. */
export type FirstVisitAnswer = { redirect: string } | { cookiesBlocked: { retry: string } } | null;

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A first request without a session cookie, before the page runs. An entry page (which keeps the card
 * chosen) first redirects to itself with the marker and its query, so nothing is stored until the
 * browser shows it keeps the cookie; a screen that may not start a visit goes to the basic entry page
 * with the marker (SPEC §2.1). Back with the marker and still no cookie: the cookies page, whose retry
 * is the entry page with its query and without the marker. Never a second redirect.
 */
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
