// Keyed on the route as Remix matches it, so every spelling of a path is one limit (docs/security.md).
import type { ServerBuild } from "@remix-run/node";
import type { Request, RequestHandler, Response } from "express";
import rateLimit from "express-rate-limit";
import { rateLimitStore } from "~/server/rate-limit-store.server";
import type { AppServices } from "~/services.server";
import { clientKey } from "./client-key.server";
import { canonicalDataPath, createRouteResolver } from "./route-resolver.server";
import { refuseUnreadable, sendPlainPage } from "./plain-pages.server";
import { GUESS_ROUTES } from "./route-policy";

const tooMany = (req: Request, res: Response, brand: string) => {
  // Retry-After is express-rate-limit's own: the seconds left in this IP's window.
  res.status(429).set("Cache-Control", "no-store");
  void sendPlainPage(req, res, brand, "tooMany", canonicalDataPath(req.path));
};

export function resolveRoutes(routes: ServerBuild["routes"], brand: string): RequestHandler {
  const resolveRoute = createRouteResolver(routes);
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      refuseUnreadable(req, res, brand);
      return;
    }
    res.locals.routeId = resolveRoute(req.path);
    next();
  };
}

export function postLimits(services: Pick<AppServices, "env" | "metrics" | "redis">): RequestHandler {
  const { env, metrics } = services;
  const limiter = (limit: number, name: string) =>
    rateLimit({
      windowMs: 60_000,
      limit,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      handler: (req, res) => {
        metrics.rateLimited.inc({ limiter: name });
        tooMany(req, res, env.BRAND_NAME);
      },
      keyGenerator: (req) => `${name}:${clientKey(req.ip)}`,
      // clientKey counts an IPv6 client's /64 (the check only sees `req.ip` in the function's text).
      validate: { keyGeneratorIpFallback: false },
      // Shared by every instance when sessions are in Redis (one limit, not one per instance).
      store: rateLimitStore(services.redis, name),
    });
  const postLimiter = limiter(env.RATE_LIMIT_POSTS_PER_MINUTE, "post");
  // Per IP only a coarse bound: guessing is limited per session and per identity in the actions
  // (app/server/guess-limits.server.ts), so honest applicants behind one office IP are not locked out.
  const guessLimiter = limiter(env.RATE_LIMIT_OTP_PER_MINUTE, "guess");
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    return (GUESS_ROUTES.has(res.locals.routeId as string) ? guessLimiter : postLimiter)(req, res, next);
  };
}
