import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Env } from "~/server/env.server";
import { randomText } from "~/server/random-batch.server";

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

// Built once: helmet rebuilds the whole policy per request when a directive is a function (ADR 0141).
const [POLICY_HEAD, POLICY_TAIL] = DIRECTIVES.map(([name, value]) => `${name} ${value}`)
  .join(";")
  .split("{nonce}") as [string, string];

export function contentSecurityPolicy(nonce: string): string {
  return `${POLICY_HEAD}'nonce-${nonce}'${POLICY_TAIL}`;
}

export function freshNonce(): string {
  return randomText(16, "base64");
}

type HelmetOptions = Parameters<typeof helmet>[0];

/** Run once against a recorder: they are the same on every answer (ADR 0141). */
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

function fixedHeaders(env: Pick<Env, "NODE_ENV">) {
  return helmetHeaders({
    contentSecurityPolicy: false,
    strictTransportSecurity: env.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

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

/** For answers written to the socket itself (Node's refusals have no response object). */
export function securityHeaderLines(env: Pick<Env, "NODE_ENV">): () => string[] {
  const lines = fixedHeaders(env).set.map(([name, value]) => `${name}: ${value}`);
  return () => [`Content-Security-Policy: ${contentSecurityPolicy(freshNonce())}`, ...lines];
}
