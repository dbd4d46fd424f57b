// Runs a command as a child with extra environment, keeping its output for the caller to print in one
// piece (stages and shards run side by side, so their logs must not interleave).
import { spawn } from "node:child_process";

/** @returns {Promise<{ code: number | null, log: string }>} the exit code and stdout and stderr as they came */
export function runLogged(command, args, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let log = "";
    child.stdout.on("data", (chunk) => (log += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("close", (code) => resolveRun({ code, log }));
  });
}
