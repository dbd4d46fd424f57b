import type { RequestHandler } from "express";

/** Defence in depth next to the CSRF token; a 'null' or non-URL Origin is refused, not handed to Remix's check (it throws). */
export function crossSiteRefusal(trustProxy: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    if (
      site === "cross-site" ||
      (origin !== undefined && !sameOrigin(origin, req.protocol, ownHost(req, trustProxy)))
    ) {
      res.status(403).type("text").send("Cross-site form posts are not accepted.");
      return;
    }
    next();
  };
}

function ownHost(req: Parameters<RequestHandler>[0], trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return forwarded || req.get("host");
}

function sameOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (
      url.origin === origin.replace(/\/$/, "") && url.protocol === `${protocol}:` && url.host === host.toLowerCase()
    );
  } catch {
    return false;
  }
}
