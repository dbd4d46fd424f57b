import { describe, expect, it } from "vitest";
import { CODE_SENDS_PER_DESTINATION } from "~/domain/code-limits";
import { codeDestination } from "~/domain/contact";
import { GuessLimits, guessWindows, MemoryCounters } from "./guess-limits.server";

const { perSession: PER_SESSION, perIdentity: PER_IDENTITY } = guessWindows();

function limits() {
  let now = 0;
  const counters = new MemoryCounters(() => now);
  return { guesses: new GuessLimits(counters, (v) => `k(${v})`), advance: (ms: number) => (now += ms) };
}

describe("GuessLimits", () => {
  it("allows PER_SESSION.limit guesses in one session, then refuses until the window passes", async () => {
    const { guesses, advance } = limits();
    for (let i = 0; i < PER_SESSION.limit; i += 1) expect(await guesses.allow("code", { sessionId: "s1" })).toBe(true);
    expect(await guesses.allow("code", { sessionId: "s1" })).toBe(false);
    expect(await guesses.allow("code", { sessionId: "s2" })).toBe(true);
    advance(PER_SESSION.windowMs);
    expect(await guesses.allow("code", { sessionId: "s1" })).toBe(true);
  });

  it("counts one identity across sessions (many IPs, many sessions): 10 an hour", async () => {
    const { guesses, advance } = limits();
    const hourly = PER_IDENTITY[0]!;
    for (let i = 0; i < hourly.limit; i += 1) {
      expect(await guesses.allow("statusCheck", { sessionId: `s${i}`, identity: "Jane@Example.com" })).toBe(true);
    }
    expect(await guesses.allow("statusCheck", { sessionId: "fresh", identity: " jane@example.com " })).toBe(false);
    // Another person is not affected, nor the other kind of guess.
    expect(await guesses.allow("statusCheck", { sessionId: "fresh2", identity: "ana@example.com" })).toBe(true);
    expect(await guesses.allow("code", { sessionId: "fresh3", identity: "jane@example.com" })).toBe(true);
    advance(hourly.windowMs);
    expect(await guesses.allow("statusCheck", { sessionId: "later", identity: "jane@example.com" })).toBe(true);
  });

  it("caps one identity at 50 a day even at the hourly pace (below NIST SP 800-63B's 100 failures)", async () => {
    const { guesses, advance } = limits();
    let allowed = 0;
    for (let hour = 0; hour < 24; hour += 1) {
      for (let i = 0; i < 10; i += 1)
        if (await guesses.allow("code", { sessionId: `h${hour}-${i}`, identity: "L1" })) allowed += 1;
      advance(60 * 60_000);
    }
    expect(allowed).toBe(PER_IDENTITY[1]!.limit);
  });

  it("counts refused attempts too, so a script that keeps trying stays refused", async () => {
    const { guesses, advance } = limits();
    for (let i = 0; i < 30; i += 1) await guesses.allow("code", { sessionId: `s${i}`, identity: "L2" });
    advance(60 * 60_000);
    let allowed = 0;
    for (let i = 0; i < 30; i += 1)
      if (await guesses.allow("code", { sessionId: `t${i}`, identity: "L2" })) allowed += 1;
    // 30 tries in the first hour spent 30 of the day's 50: 10 allowed in the second hour, then 0.
    expect(allowed).toBe(10);
  });

  it("limits address lookups per session", async () => {
    const { guesses } = limits();
    let allowed = 0;
    for (let i = 0; i < 100; i += 1) if (await guesses.allowAddressLookup("s")) allowed += 1;
    expect(allowed).toBe(60);
  });
});

describe("GuessLimits: codes sent per destination", () => {
  const { hour: HOURLY, day: DAILY } = CODE_SENDS_PER_DESTINATION;

  it("one phone, however it is typed, is sent HOURLY.limit codes an hour, then none until the hour has passed", async () => {
    const { guesses, advance } = limits();
    const spellings = ["212-555-0143", "(212) 555 0143", "+1 212 555 0143", "12125550143", "2125550143"];
    const keyOf = (phone: string) => guesses.destinationKey(codeDestination("Mobile", { phone }));
    for (let i = 0; i < HOURLY.limit; i += 1) expect(await guesses.allowCodeSend(keyOf(spellings[i % 5]!))).toBe(true);
    expect(await guesses.allowCodeSend(keyOf("212 555 0143"))).toBe(false);
    // Another phone, and this phone's owner's email, are not affected.
    expect(await guesses.allowCodeSend(keyOf("212-555-0199"))).toBe(true);
    expect(
      await guesses.allowCodeSend(guesses.destinationKey(codeDestination("Email", { email: "jane@example.com" }))),
    ).toBe(true);
    advance(HOURLY.windowMs);
    expect(await guesses.allowCodeSend(keyOf("2125550143"))).toBe(true);
  });

  it("one email, trimmed and lower-cased, is capped at DAILY.limit a day even at the hourly pace", async () => {
    const { guesses, advance } = limits();
    let sent = 0;
    for (let hour = 0; hour < 24; hour += 1) {
      for (let i = 0; i < HOURLY.limit; i += 1) {
        const email = i % 2 ? " Jane@Example.COM " : "jane@example.com";
        if (await guesses.allowCodeSend(guesses.destinationKey(codeDestination("Email", { email })))) sent += 1;
      }
      advance(HOURLY.windowMs);
    }
    expect(sent).toBe(DAILY.limit);
  });

  it("sends the hour refused do not spend the day's: a retrying applicant gets the next hour's", async () => {
    const { guesses, advance } = limits();
    const to = guesses.destinationKey(codeDestination("Email", { email: "jane@example.com" }));
    const sentInAnHour = async () => {
      let sent = 0;
      for (let i = 0; i < 30; i += 1) if (await guesses.allowCodeSend(to)) sent += 1;
      advance(HOURLY.windowMs);
      return sent;
    };
    expect([await sentInAnHour(), await sentInAnHour(), await sentInAnHour()]).toEqual([
      HOURLY.limit,
      DAILY.limit - HOURLY.limit,
      0,
    ]);
  });

  it("CODE_SENDS_PER_DESTINATION_HOUR and _DAY set other budgets", async () => {
    const guesses = new GuessLimits(
      new MemoryCounters(),
      (v) => v,
      guessWindows({ codeSendsHour: 2, codeSendsDay: 3 }),
    );
    const sent = [];
    for (let i = 0; i < 4; i += 1) sent.push(await guesses.allowCodeSend("to"));
    expect(sent).toEqual([true, true, false, false]);
  });

  it("code guesses are counted per destination across sessions, apart from the sends and from status checks", async () => {
    const { guesses } = limits();
    const to = guesses.destinationKey(codeDestination("Mobile", { phone: "2125550143" }));
    const hourly = PER_IDENTITY[0]!.limit;
    for (let i = 0; i < hourly; i += 1) expect(await guesses.allowCodeGuess(`s${i}`, to)).toBe(true);
    expect(await guesses.allowCodeGuess("fresh", to)).toBe(false);
    expect(await guesses.allowCodeSend(to)).toBe(true);
    expect(
      await guesses.allowCodeGuess("fresh", guesses.destinationKey(codeDestination("Mobile", { phone: "2125550199" }))),
    ).toBe(true);
  });
});
