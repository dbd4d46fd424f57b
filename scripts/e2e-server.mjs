// One browser-test server as production runs it: the built app behind a TLS terminator
// (scripts/lib/https-front.mjs). HTTPS on PORT; the app itself on PORT + 5, plain HTTP, trusting the
// front's forwarded headers. Every other variable is the app's (playwright.config.ts sets them).
// Stops the app when stopped itself.
import { spawn } from "node:child_process";
import { startHttpsFront } from "./lib/https-front.mjs";

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("PORT: the public (HTTPS) port");
const appPort = port + 5;

const app = spawn(process.execPath, ["build/server.js"], {
  env: { ...process.env, PORT: String(appPort), TRUST_PROXY: "true" },
  stdio: "inherit",
});
app.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
  process.on(signal, () => {
    app.kill(signal);
  });
}

await startHttpsFront({ port, target: appPort });
