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
    if (isStoreUnavailable(error)) {
      log.warn({ method: req.method, path: req.path }, "session store unreachable: 503");
      if (res.headersSent) return;
      res.removeHeader("Set-Cookie");
      void unavailableAnswer(req, res, brandName).then(({ status, headers, body }) =>
        res.status(status).set(headers).send(body),
      );
      return;
    }
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

export async function unavailableAnswer(req: Request, res: Response, brandName: string): Promise<Replacement> {
  const retry = req.method === "GET" ? sitePath(req.path) : "/";
  const page = await plainAnswer(req, res, 503, brandName, "unavailable", retry);
  const headers = { "Cache-Control": "no-store", "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
  return { ...page, headers: { ...page.headers, ...headers } };
}
