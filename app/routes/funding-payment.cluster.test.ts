import { cardForm, JORDAN_CARD } from "../../test/flow-harness";
import { describe, expect, it } from "vitest";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { statusVerified, useReturningHarness } from "../../test/returning-harness";
import { action as payAction, loader as paymentLoader } from "./funding-payment";
import { loader as viewApplication } from "./view-application";

/*
 * The payment attempt guard is a cluster-wide lock (docs/decisions/0080): an attempt another
 * instance has already sent to the bank is never sent again from here, whatever this session says.
 */

const h = useReturningHarness();

describe("funding payment: one bank call per attempt across instances", () => {
  it("an attempt whose lock another instance holds is refused here, and the bank is not called", async () => {
    const v = await statusVerified(h, "jordan+fundfailure@example.com");
    expectRedirect(
      (await settle(viewApplication({ request: get("/view-application"), context: v.context, params: {} }))).response,
      "/funding-source",
      302,
    );
    const shown = await dataOf(paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} }));
    if (shown.mode !== "payment") throw new Error(`expected the payment form, got ${shown.mode}`);
    const failures = v.session.data.payment?.failures ?? 0;
    // Another instance took this very attempt a moment ago (a double post behind a load balancer).
    expect(
      await v.context.locks.acquire(`payment-attempt:${shown.paymentId ?? ""}#${failures}`, 60_000),
    ).not.toBeNull();
    const fields = cardForm(v.session.data.csrf, { ...JORDAN_CARD, paymentId: shown.paymentId ?? "" });
    const { response } = await posted(payAction, "/funding-payment", v.context, fields);
    expectRedirect(response, "/error?reason=payment-already-submitted");
    expect(h.paths().filter((path) => path.endsWith("/makePayment"))).toHaveLength(0);
  });
});

/** A status-check session of `email` on its payment form, and that form filled with a good card. */
async function paymentFormOf(email: string) {
  const v = await statusVerified(h, email);
  await settle(viewApplication({ request: get("/view-application"), context: v.context, params: {} }));
  const shown = await dataOf(paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} }));
  if (shown.mode !== "payment") throw new Error(`expected the payment form, got ${shown.mode}`);
  return { v, fields: cardForm(v.session.data.csrf, { ...JORDAN_CARD, paymentId: shown.paymentId ?? "" }) };
}

/*
 * Two devices (two status-check sessions) paying into the same application at once (attacker
 * review): each session's guard is its own, so both read the same amount owed and both paid it.
 * One payment per application at a time, on every instance: the other is told it was submitted.
 */
describe("funding payment: one payment per application at a time across sessions", () => {
  it("two sessions post at once: one makePayment; the other is told a payment was submitted", async () => {
    const first = await paymentFormOf("jordan+wt_fnd@example.com");
    const second = await paymentFormOf("jordan+wt_fnd@example.com");
    expect(second.v.session.data.selectedApplication?.applicationId).toBe(
      first.v.session.data.selectedApplication?.applicationId,
    );
    h.requests.length = 0;
    const answers = await Promise.all(
      [first, second].map(({ v, fields }) => posted(payAction, "/funding-payment", v.context, fields)),
    );
    expect(h.paths().filter((path) => path.endsWith("/makePayment"))).toHaveLength(1);
    expect(answers.map((a) => a.response.headers.get("Location"))).toContain("/error?reason=payment-already-submitted");
  });
});

describe("funding payment: the application's lock outlasts the slowest payment", () => {
  it("held at least as long as every bank call under it may take (session, status and its retry, makePayment)", async () => {
    const { v, fields } = await paymentFormOf("jordan+wt_fnd@example.com");
    // The production default: the harness's short timeout would hide a lock sized by the margin alone.
    v.context.env = { ...v.context.env, UPSTREAM_TIMEOUT_MS: 15_000 };
    const held: Array<[string, number]> = [];
    const acquire = v.context.locks.acquire.bind(v.context.locks);
    v.context.locks.acquire = (name, ttlMs) => {
      held.push([name, ttlMs]);
      return acquire(name, ttlMs);
    };
    await posted(payAction, "/funding-payment", v.context, fields);
    const ttl = held.find(([name]) => name.startsWith("application:"))?.[1];
    // A status read that times out, its retry and makePayment outlasted the lock before (2 calls' worth).
    expect(ttl).toBeGreaterThanOrEqual(4 * 15_000);
  });
});
