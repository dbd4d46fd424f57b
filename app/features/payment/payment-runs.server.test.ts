import { describe, expect, it } from "vitest";
import type { MakePaymentResponse } from "~/upstream/schemas";
import { PaymentRuns, type PaymentBasis } from "./payment-runs.server";

const BASIS: PaymentBasis = {
  applicationId: "7000001",
  paymentId: "p1",
  failures: 0,
  balance: 100,
  creditLimit: 500,
  daysLeftToFund: 60,
};
const ANSWER = { responseCode: "WT_FRE", paymentResponse: null } as unknown as MakePaymentResponse;

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe("PaymentRuns: one payment per session, its answer collected once", () => {
  it("the claim is taken at once: a second claim for the session is refused until it is released", () => {
    const runs = new PaymentRuns();
    const claim = runs.claim("s1");
    expect(claim).not.toBeNull();
    expect(runs.claim("s1")).toBeNull();
    expect(runs.claim("s2")).not.toBeNull();
    claim?.release();
    expect(runs.has("s1")).toBe(false);
    expect(runs.claim("s1")).not.toBeNull();
  });

  it("a started call outlives its claim's release; the answer is handed out once, then forgotten", async () => {
    const runs = new PaymentRuns();
    const claim = runs.claim("s1")!;
    claim.start(BASIS, () => later(30, ANSWER));
    claim.release();
    expect(runs.has("s1")).toBe(true);
    expect(await runs.collect("s1", 0)).toBe("running");
    expect(runs.claim("s1")).toBeNull();
    const collected = await runs.collect("s1", 1000);
    expect(collected).toEqual({ basis: BASIS, settled: { ok: true, response: ANSWER } });
    expect(await runs.collect("s1", 0)).toBeNull();
    expect(runs.has("s1")).toBe(false);
  });

  it("two requests waiting for the same answer: one gets it, the other nothing", async () => {
    const runs = new PaymentRuns();
    runs.claim("s1")!.start(BASIS, () => later(20, ANSWER));
    const [a, b] = await Promise.all([runs.collect("s1", 1000), runs.collect("s1", 1000)]);
    expect([a, b].filter((x) => x && x !== "running")).toHaveLength(1);
    expect([a, b]).toContain(null);
  });

  it("a failed call is an answer too", async () => {
    const runs = new PaymentRuns();
    const error = new Error("boom");
    runs.claim("s1")!.start(BASIS, () => Promise.reject(error));
    expect(await runs.collect("s1", 1000)).toEqual({ basis: BASIS, settled: { ok: false, error } });
  });

  it("an answer nobody comes for is dropped after a while", async () => {
    const runs = new PaymentRuns({ keepMs: 20 });
    runs.claim("s1")!.start(BASIS, () => Promise.resolve(ANSWER));
    await later(60, null);
    expect(runs.has("s1")).toBe(false);
  });
});

describe("PaymentRuns.settled (graceful shutdown)", () => {
  it("waits for a bank call that outlives its post, and is immediate with nothing running", async () => {
    const runs = new PaymentRuns();
    await runs.settled();
    let answer: (r: MakePaymentResponse) => void = () => {};
    runs.claim("s1")?.start(BASIS, () => new Promise<MakePaymentResponse>((resolve) => (answer = resolve)));
    let done = false;
    const waiting = runs.settled().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    answer(ANSWER);
    await waiting;
    expect(done).toBe(true);
  });
});
