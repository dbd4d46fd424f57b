// The anchor's server: Express and Remix's request handler with the smallest adapter (what
// @remix-run/express does), no middleware. `node bench/anchor/server.mjs <build folder>`; PORT, HOST.
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import express from "express";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const folder = resolve(process.argv[2] ?? "bench/anchor/build-0");
const build = await import(pathToFileURL(resolve(folder, "index.js")).href);
const handle = createRequestHandler(build, "production");

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
app.all("*", async (req, res, next) => {
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const one of Array.isArray(value) ? value : [value ?? ""]) headers.append(name, one);
    }
    const init = { method: req.method, headers };
    if (req.method !== "GET" && req.method !== "HEAD") {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
    const response = await handle(new Request(`http://${req.get("host")}${req.originalUrl}`, init));
    res.status(response.status);
    for (const [name, value] of response.headers.entries()) res.append(name, value);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    next(error);
  }
});
const server = app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
