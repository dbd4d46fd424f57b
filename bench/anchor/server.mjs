// The anchor's server: Express and @remix-run/express's request handler as they come, no middleware
// but the health check the benchmark waits for. `node bench/anchor/server.mjs <build folder>`; PORT, HOST.
import { createRequestHandler } from "@remix-run/express";
import express from "express";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const folder = resolve(process.argv[2] ?? "bench/anchor/build-0");
const build = await import(pathToFileURL(resolve(folder, "index.js")).href);

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
