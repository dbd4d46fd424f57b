/**
 * The banner's poll (GET /banner, every 60 s with JavaScript) over real HTTP: a Remix resource route
 * served without the session, so polling never keeps an idle session alive (SPEC §4.5, ADR 0002).
 */
import { describe, expect, it } from "vitest";
import { browser, serverForSuite } from "./server-process";

const IDLE_SECONDS = 5;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("GET /banner on a production server (mock, 5 s idle limit)", () => {
  const app = serverForSuite({ MOCKS: "true", TEST_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) });

  it.each(["/banner", "/BANNER", "/banner/"])(
    "%s answers the messages as JSON, uncached, setting no cookie",
    async (path) => {
      const response = await fetch(`${app.url()}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({ messages: [] });
    },
  );

  it("polling it does not keep an idle session alive; a page request does", async () => {
    const polling = browser(app.url());
    const active = browser(app.url());
    for (const person of [polling, active]) {
      expect((await person.request("/Secured/Apply")).status).toBe(302);
      expect((await person.request("/basic-info")).status).toBe(200);
    }
    for (let second = 0; second <= IDLE_SECONDS + 1; second += 1) {
      await wait(1000);
      expect((await polling.request("/banner")).status).toBe(200);
      expect((await active.request("/basic-info")).status).toBe(200);
    }
    const late = await polling.request("/basic-info");
    expect(late.status).toBe(302);
    expect(late.headers.get("location")).toBe("/session-expired?reason=idle");
    expect((await active.request("/basic-info")).status).toBe(200);
  }, 30_000);

  it("a data request for the banner loads the page's session like any other (no crash without it)", async () => {
    const person = browser(app.url());
    await person.request("/Secured/Apply");
    const response = await person.request("/banner.data?_routes=routes/banner");
    expect(response.status).toBeLessThan(500);
    const bare = await fetch(`${app.url()}/banner.data`);
    expect(bare.status).toBeLessThan(500);
  });
});
