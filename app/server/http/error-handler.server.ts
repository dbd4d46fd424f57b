// The last Express handler: Redis unreachable → our 503 page; a client's mistake → 4xx; anything
// else is our failure → 500, logged.
import type { ErrorRequestHandler } from "express";
import { sitePath } from "~/domain/site-path";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "~/domain/unavailable";
import type { Request, Response } from "express";
import type { Replacement } from "./answer-gate.server";
import { plainAnswer, refuseUnreadable } from "./plain-pages.server";
import type { Logger } from "~/server/logger.server";
import { isStoreUnavailable } from "~/server/redis.server";

export function errorHandler(log: Logger, brandName: string): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    // Redis unreachable: our own 503 page; nothing was written, and the next request after Redis returns works.
    if (isStoreUnavailable(error)) {
      log.warn({ method: req.method, path: req.path }, "session store unreachable: 503");
      if (res.headersSent) return;
      res.removeHeader("Set-Cookie");
      void unavailableAnswer(req, res, brandName).then(({ status, headers, body }) =>
        res.status(status).set(headers).send(body),
      );
      return;
    }
    // Express marks a client's mistake (a malformed URL, a body it could not read) with a 4xx status.
    const status = clientErrorStatus(error);
    if (status) {
      log.info({ path: req.path, statusCode: status }, "bad request");
      if (!res.headersSent) refuseUnreadable(req, res, brandName, status);
      return;
    }
    log.error({ err: error }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text").send("Something went wrong. Please try again.");
  };
}

function clientErrorStatus(error: unknown): number | null {
  const status = typeof error === "object" && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

/** The 503 page while the session store is unreachable: nothing was written, and a retry works once it is back. */
export async function unavailableAnswer(req: Request, res: Response, brandName: string): Promise<Replacement> {
  const retry = req.method === "GET" ? sitePath(req.path) : "/";
  const page = await plainAnswer(req, res, 503, brandName, "unavailable", retry);
  const headers = { "Cache-Control": "no-store", "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return { ...page, headers: { ...page.headers, ...headers } };
}
