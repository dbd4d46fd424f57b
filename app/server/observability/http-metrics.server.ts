import { createServer, type Server } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logger.server";
import { statusClass, type Metrics } from "./metrics.server";

/** By route id, never the raw path: labels stay a bounded set. */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.on("finish", () => {
      const routeId = res.locals.routeId as string | null | undefined;
      const route = routeId === undefined ? "static" : (routeId ?? "none");
      const method = /^(GET|HEAD|POST)$/.test(req.method) ? req.method : "OTHER";
      metrics.httpRequests.inc({ route, method, status_class: statusClass(res.statusCode) });
      metrics.httpDuration.observe({ route, method }, (performance.now() - started) / 1000);
    });
    next();
  };
}

export function startMetricsServer(metrics: Metrics, port: number, host: string, log: Logger): Server {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found.");
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, "metrics collection failed");
        res.writeHead(500).end();
      },
    );
  });
  server.listen(port, host, () => log.info({ port, host }, "metrics listening"));
  return server;
}
