/**
 * Rotating SESSION_SECRET (docs/deploy.md): a server restarted with a new secret and the old one in
 * SESSION_SECRET_PREVIOUS keeps every session in flight — the cookie verifies, the sealed session
 * file opens, the answers are there; without the old secret the session is gone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { browser, csrfOf, startServer, type ServerProcess } from "./server-process";

const OLD = "old-secret-0123456789abcdefghijklmnopqrstuv";
const NEW = "new-secret-0123456789abcdefghijklmnopqrstuv";
const dir = mkdtempSync(join(tmpdir(), "rotation-"));
const running: ServerProcess[] = [];

async function start(env: Record<string, string>) {
  const app = await startServer({ MOCKS: "true", MOCK_CONTROL: "true", SESSION_STORE: `file:${dir}`, ...env });
  running.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(running.map((app) => app.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe("SESSION_SECRET rotation", () => {
  it("a session made under the old secret goes on after a restart with the new one; dropped, it is gone", async () => {
    const first = await start({ SESSION_SECRET: OLD });
    const visitor = browser(first.url);
    const seeded = await visitor.request("/__mock/session", {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({ draft: { housingPayment: 1234, annualIncome: 56789 } }),
    });
    expect(seeded.status).toBe(200);
    const before = await visitor.request("/debt-to-income");
    expect(before.status, before.headers.get("location") ?? "").toBe(200);
    const csrf = csrfOf(await before.text());
    await first.stop();

    const rotated = await start({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    const cookie = visitor.cookie();
    const page = await fetch(`${rotated.url}/debt-to-income`, { headers: { cookie }, redirect: "manual" });
    expect(page.status, page.headers.get("location") ?? "").toBe(200);
    const html = await page.text();
    expect(html).toContain('value="1234"');
    // The page's CSRF token is the one kept in the session: forms opened before the change still post.
    expect(csrfOf(html)).toBe(csrf);
    await rotated.stop();

    const dropped = await start({ SESSION_SECRET: NEW });
    const lost = await fetch(`${dropped.url}/debt-to-income`, { headers: { cookie }, redirect: "manual" });
    expect(lost.status).not.toBe(200);
  });
});
