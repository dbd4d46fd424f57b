// Runs `npx <args>` as a child with extra environment, keeping its output for the caller to print.
import { spawn } from "node:child_process";

/** @returns {Promise<{ code: number | null, log: string }>} the exit code and stdout and stderr as they came */
export function npxLogged(args, env) {
  return new Promise((resolveRun) => {
    const child = spawn("npx", args, { env: { ...process.env, ...env } });
    let log = "";
    child.stdout.on("data", (chunk) => (log += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("close", (code) => resolveRun({ code, log }));
  });
}
