// The request's method and target as every layer after this one reads them (ADR 0055).
import type { RequestHandler } from "express";
import { refuseUnreadable } from "./plain-pages.server";

/** The methods this site answers; Remix would run a route's action for any other one too. */
const METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST"]);

const ORIGIN = "http://target.invalid";

/**
 * The target as Remix will read it: the WHATWG URL parse (dot segments resolved, `%2e` too, `\` read
 * as `/`), with a run of leading slashes as one, so that no path can read as another host
 * (`//evil.example/x`). An absolute-form target (`http://host/x`) keeps its path and query only.
 * Null for a target that is no URL at all.
 */
export function canonicalTarget(target: string): string | null {
  let url: URL;
  try {
    url = target.startsWith("/") ? new URL(ORIGIN + target) : new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.pathname.replace(/^\/{2,}/, "/") + url.search;
}

/**
 * One spelling of the request for everything after it. Express's routes and our rules keyed by path
 * (rate limits, body limits, maintenance, the session's exceptions) read `req.path`, which is the
 * target as sent, while Remix reads the URL parse of it: `/x/../otp-check` was another path to the
 * first and `/otp-check` to the second, so it took the looser limit. `req.url` and
 * `req.originalUrl` become the parse before anything reads them. A method the site does not answer
 * is refused here (PUT, PATCH and DELETE ran actions past the POST limits).
 */
export function requestTarget(brand: string): RequestHandler {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      refuseUnreadable(req, res, brand, 405);
      return;
    }
    const target = canonicalTarget(req.url);
    if (target === null) {
      refuseUnreadable(req, res, brand);
      return;
    }
    if (target !== req.url) {
      req.url = target;
      req.originalUrl = target;
    }
    next();
  };
}
