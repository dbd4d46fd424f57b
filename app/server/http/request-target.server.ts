import type { RequestHandler } from "express";
import { refuseUnreadable } from "./plain-pages.server";

/** Remix would run a route's action for any other method. */
const METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST"]);

const ORIGIN = "http://target.invalid";

/** As Remix parses it, leading slashes as one so no path reads as another host (`//evil.example/x`). */
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

/** Rules keyed by req.path must see the path Remix routes (`/x/../otp-check`), so req.url becomes the parse (ADR 0055). */
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
