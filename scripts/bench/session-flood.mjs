// What cookieless GETs of an entry page leave in the session store (ADR 0082): each such GET keeps the
// card chosen, so each stored a session for 15 minutes. Rounds of cookieless `GET /Secured/Apply` at
// 20 connections, once with the new-session budget lifted (as it once was) and once at its
// default; after each round, the answers and the records in the store (the file store, production's
// default for one instance: one file a session). Production build first (`npm run build`).
//
//   npm run bench:session-flood        FLOOD_REQUESTS (20000 a round), FLOOD_ROUNDS (4)
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startApp } from "./servers.mjs";

const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.FLOOD_ROUNDS ?? 4);

/** The session files under `dir` and their bytes. */
function recordsIn(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const bytes = files.reduce((sum, file) => sum + statSync(join(file.parentPath, file.name)).size, 0);
  return { files: files.length, kb: Math.round(bytes / 1024) };
}

async function flood(label, env) {
  const dir = mkdtempSync(join(tmpdir(), "session-flood-"));
  const app = await startApp({ env: { SESSION_STORE: `file:${dir}`, ...env } });
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await autocannon({ url: `${app.base}/Secured/Apply`, connections: 20, amount: REQUESTS });
      const { files, kb } = recordsIn(dir);
      console.log(
        `${label}, round ${round}: ${result["3xx"]} answered 302, ${result["4xx"]} refused (429), ` +
          `${result.non2xx - result["3xx"] - result["4xx"]} other; ${files} session records in the store (${kb} KB)`,
      );
    }
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await flood("budget lifted", { RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: "100000000" });
// The default: startApp lifts it for the other benches, so it is named here.
await flood("budget 30 a minute", { RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: "30" });
