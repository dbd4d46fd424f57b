// Every answer's security headers: helmet's fixed ones (recorded once), and a Content-Security-Policy
// naming a fresh nonce per request for Remix's scripts.
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
// directive is a function (ADR 0141).
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

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * helmet's headers for these options, as helmet itself writes them — run once against a recorder.
 * They are the same for every answer; running helmet's eleven middlewares per request cost ~1.5 % of
 * a page's CPU (ADR 0141).
 */
export function helmetHeaders(options: HelmetOptions): {
  set: ReadonlyArray<readonly [string, string]>;
  removed: readonly string[];
} {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error("helmet did not write its headers at once");
  return { set, removed };
}

/** helmet's headers for this product, the same on every answer. */
function fixedHeaders(env: Pick<Env, "NODE_ENV">) {
  return helmetHeaders({
    contentSecurityPolicy: false,
    strictTransportSecurity: env.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/** The nonce (res.locals.nonce, read by the document) and the headers that name it, in one handler. */
export function securityHeaders(env: Pick<Env, "NODE_ENV">): RequestHandler {
  const { set, removed } = fixedHeaders(env);
  return (_req, res, next) => {
    const nonce = freshNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

/**
 * Every security header of an answer, as header lines, for an answer written to the socket itself
 * (Node's own refusals have no request or response object): the policy with a fresh nonce each time.
 */
export function securityHeaderLines(env: Pick<Env, "NODE_ENV">): () => string[] {
  const lines = fixedHeaders(env).set.map(([name, value]) => `${name}: ${value}`);
  return () => [`Content-Security-Policy: ${contentSecurityPolicy(freshNonce())}`, ...lines];
}
