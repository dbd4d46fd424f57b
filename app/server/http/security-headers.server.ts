// Every answer's security headers: helmet's fixed ones, and a Content-Security-Policy naming a fresh
// nonce per request for Remix's scripts.
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Env } from "~/server/env.server";
import { randomText } from "~/server/random-batch.server";

/** The policy; `script-src` gets the request's nonce before 'strict-dynamic'. */
const DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ["default-src", "'self'"],
  ["script-src", "{nonce} 'strict-dynamic'"],
  ["style-src", "'self'"],
  ["img-src", "'self' data:"],
  ["font-src", "'self'"],
  ["connect-src", "'self'"],
  ["form-action", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'none'"],
  ["frame-ancestors", "'none'"],
];

// Written once, filled per request: helmet rebuilds the whole policy on every request when a
// directive is a function (ADR 0187).
const [POLICY_HEAD, POLICY_TAIL] = DIRECTIVES.map(([name, value]) => `${name} ${value}`)
  .join(";")
  .split("{nonce}") as [string, string];

export function contentSecurityPolicy(nonce: string): string {
  return `${POLICY_HEAD}'nonce-${nonce}'${POLICY_TAIL}`;
}

// 128-bit nonces, cut from a batch of random bytes (random-batch.server.ts).
export function freshNonce(): string {
  return randomText(16, "base64");
}

/** The nonce (res.locals.nonce, read by the document) and the headers that name it. */
export function securityHeaders(env: Pick<Env, "NODE_ENV">): RequestHandler[] {
  return [
    (_req, res, next) => {
      const nonce = freshNonce();
      res.locals.nonce = nonce;
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
      next();
    },
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: env.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  ];
}
