import { beforeEach, describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS } from "~/domain/constants";
import { createSealer } from "./crypto.server";
import { keepExpiredPost } from "./expired-post.server";
import { SessionManager } from "./manager.server";
import { MemorySessionStore } from "./store.server";

const sealer = createSealer("e".repeat(40));
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const URLENCODED = "application/x-www-form-urlencoded;charset=UTF-8";

let now = T0;
let store: MemorySessionStore;
let manager: SessionManager;

beforeEach(() => {
  now = T0;
  store = new MemorySessionStore();
  manager = new SessionManager({ store, sealer, secure: false, idleMs: IDLE_TIMEOUT_MS, now: () => now });
});

/** A session with answers, then a request of its browser after the idle limit. */
async function endedSession() {
  const cookies: string[] = [];
  const first = await manager.load(undefined, (c) => cookies.push(c));
  first.data.draft = { cardType: "basic", firstName: "Stored", emailAddress: "stored@example.com" };
  await first.save();
  now = T0 + IDLE_TIMEOUT_MS + 1;
  const later = await manager.load(cookies[0]?.split(";")[0], () => {});
  return { old: first, later };
}

/** A post to `path` as Remix hands it to an action. */
function posted(path: string, contentType: string, bytes: Uint8Array): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(bytes),
  });
}

function body(fields: Record<string, string> | [string, string][]): Uint8Array {
  return new TextEncoder().encode(new URLSearchParams(fields).toString());
}

describe("a form posted after its session ended", () => {
  it("keeps only this post's allowlisted answers, in the new session — never SSN, date of birth, card data or consents", async () => {
    const { old, later } = await endedSession();
    const post = body({
      csrf: old.data.csrf,
      website: "",
      intent: "next",
      firstName: "Jane",
      emailAddress: "jane@example.com",
      addressLine1: "1 Main St",
      ssn: "123456789",
      ssnConfirm: "123456789",
      birthMonth: "01",
      birthDay: "02",
      birthYear: "1980",
      cardNumber: "4111111111111111",
      cardExpiration: "12/30",
      cardSecurityCode: "123",
      last4SSN: "6789",
      code: "123456",
      phoneConsent: "on",
      applicationId: "A-1",
    });
    await keepExpiredPost(later, manager, posted("/identity-verification", URLENCODED, post));
    expect(later.data.expiredPost).toEqual({
      path: "/identity-verification",
      values: { firstName: "Jane", emailAddress: "jane@example.com", addressLine1: "1 Main St" },
    });
    // Nothing of the ended session came back: its record is gone, the new one holds only the post.
    expect(later.id).not.toBe(old.id);
    expect(later.data.draft).toEqual({});
    expect(await store.get(old.id)).toBeNull();
    await later.save();
    expect((await manager.read(later.id))?.expiredPost?.values).not.toHaveProperty("ssn");
  });

  it("keeps nothing without the ended session's CSRF token (a forged or foreign form)", async () => {
    const { later } = await endedSession();
    for (const csrf of [undefined, "", manager.csrfFor("someone-else"), later.data.csrf]) {
      const fields: Record<string, string> = { firstName: "Mallory" };
      if (csrf !== undefined) fields.csrf = csrf;
      await keepExpiredPost(later, manager, posted("/basic-info", URLENCODED, body(fields)));
      expect(later.data.expiredPost).toBeUndefined();
    }
  });

  it("keeps nothing for a first visit, a live session, a filled honeypot, a repeated name or a non-form body", async () => {
    const fresh = await manager.load(undefined, () => {});
    await keepExpiredPost(
      fresh,
      manager,
      posted("/basic-info", URLENCODED, body({ csrf: fresh.data.csrf, firstName: "J" })),
    );
    expect(fresh.data.expiredPost).toBeUndefined();

    const { old, later } = await endedSession();
    const cases: [Uint8Array, string][] = [
      [body({ csrf: old.data.csrf, website: "x", firstName: "J" }), URLENCODED],
      [
        body([
          ["csrf", old.data.csrf],
          ["firstName", "J"],
          ["firstName", "K"],
        ]),
        URLENCODED,
      ],
      [body({ csrf: old.data.csrf, firstName: "J" }), "multipart/form-data; boundary=x"],
    ];
    for (const [bytes, contentType] of cases) {
      await keepExpiredPost(later, manager, posted("/basic-info", contentType, bytes));
      expect(later.data.expiredPost).toBeUndefined();
    }
  });

  it("says nothing about posts that are not answers (the keep-alive ping), and names a script's post by its page", async () => {
    const { old, later } = await endedSession();
    const ping = body({ csrf: old.data.csrf, returnTo: "/basic-info" });
    await keepExpiredPost(later, manager, posted("/keep-alive", URLENCODED, ping));
    expect(later.data.expiredPost).toBeUndefined();
    const answers = body({ csrf: old.data.csrf, housingPayment: "900", annualIncome: "50000" });
    await keepExpiredPost(later, manager, posted("/debt-to-income.data", URLENCODED, answers));
    expect(later.data.expiredPost).toEqual({
      path: "/debt-to-income",
      values: { housingPayment: "900", annualIncome: "50000" },
    });
  });

  it("records a late form with nothing to keep, so the page can say what was lost", async () => {
    const { old, later } = await endedSession();
    const post = body({ csrf: old.data.csrf, ssn: "123456789", ssnConfirm: "123456789" });
    await keepExpiredPost(later, manager, posted("/identity-confirm", URLENCODED, post));
    expect(later.data.expiredPost).toEqual({ path: "/identity-confirm", values: {} });
  });
});
