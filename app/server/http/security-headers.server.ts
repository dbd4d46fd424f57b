// Every answer's security headers (helmet), with a fresh CSP nonce per request for Remix's scripts.
import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Env } from "~/server/env.server";

const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.nonce as string}'`;

/** The nonce (res.locals.nonce, read by the document) and the headers that name it. */
export function securityHeaders(env: Pick<Env, "NODE_ENV">): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.nonce = randomBytes(16).toString("base64");
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [nonce, "'strict-dynamic'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: env.NODE_ENV === "production" ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  ];
}
