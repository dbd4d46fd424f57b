import { describe, expect, it } from "vitest";
import { lockApplication } from "~/features/status/application-lock.server";
import { nextRequest, type Visitor } from "../../test/app-harness";
import { cardForm, JORDAN_CARD } from "../../test/flow-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { statusVerified, useReturningHarness } from "../../test/returning-harness";
import { useTwoInstances } from "../../test/two-instances";
import { action as payAction, loader as paymentLoader } from "./funding-payment";
import { loader as viewApplication } from "./view-application";
import { action as withdrawAction } from "./withdrawal";

/*
 * Withdrawal once across instances (issue 46): one session's withdrawal posted to two instances at
 * once reaches the bank once, and a withdrawal and a payment into the same application never both do.
 */

const h = useReturningHarness();
const cluster = useTwoInstances(h, { CUSTOMER_SERVICE_PHONE: "1-800-555-0199" });
const EMAIL = "jordan+wt_fnd@example.com";
const REASON = "Process too long";

/** A status-check session on instance `index` with its application chosen. */
async function chosenOn(index: 0 | 1): Promise<Visitor & { applicationId: string }> {
  const on = cluster.on(index);
  const v = await statusVerified(on, EMAIL);
  await settle(viewApplication({ request: get("/view-application"), context: v.context, params: {} }));
  await v.session.save();
  h.requests.length = 0;
  return { ...v, applicationId: v.session.data.selectedApplication!.applicationId };
}

function withdraw(v: Visitor, applicationId: string) {
  return posted(withdrawAction, "/withdrawal", v.context, {
    csrf: v.session.data.csrf,
    applicationId,
    withdrawReason: REASON,
  });
}

const calls = (suffix: string) => h.paths().filter((path) => path.endsWith(suffix)).length;

describe("withdrawal across two instances on one Redis", () => {
  it("one session's withdrawal posted to both instances at once: one withdrawApplication; both go to the withdrawn screen", async () => {
    const v = await chosenOn(0);
    const [one, two] = [await nextRequest(cluster.on(0), v), await nextRequest(cluster.on(1), v)];
    const answers = await Promise.all([one, two].map((request) => withdraw(request, v.applicationId)));
    expect(calls("/withdrawApplication")).toBe(1);
    for (const { response } of answers) expectRedirect(response, "/app-closed-withdrawn");
  });

  it("a withdrawal while a payment into the application runs on another instance: refused, the bank not called", async () => {
    const v = await chosenOn(0);
    const paying = await lockApplication(cluster.on(1).services.locks, v.applicationId, 60_000);
    expect(paying).not.toBeNull();
    const { response } = await withdraw(v, v.applicationId);
    expectRedirect(response, "/error?reason=payment-already-submitted");
    expect(calls("/withdrawApplication")).toBe(0);
    await paying?.release();
    expectRedirect(
      (await withdraw(await nextRequest(cluster.on(0), v), v.applicationId)).response,
      "/app-closed-withdrawn",
    );
    expect(calls("/withdrawApplication")).toBe(1);
  });

  it("withdraw on one instance and pay on the other at once (two devices): only one reaches the bank", async () => {
    const payer = await chosenOn(1);
    const on = cluster.on(1);
    const shown = await dataOf(paymentLoader({ request: get("/funding-payment"), context: payer.context, params: {} }));
    if (shown.mode !== "payment") throw new Error(`expected the payment form, got ${shown.mode}`);
    const paying = await nextRequest(on, payer);
    const withdrawer = await chosenOn(0);
    const fields = cardForm(paying.session.data.csrf, { ...JORDAN_CARD, paymentId: shown.paymentId ?? "" });
    const [paid, withdrawn] = await Promise.all([
      posted(payAction, "/funding-payment", paying.context, fields),
      withdraw(withdrawer, withdrawer.applicationId),
    ]);
    expect(calls("/makePayment") + calls("/withdrawApplication")).toBe(1);
    expect([paid, withdrawn].map((a) => a.response.headers.get("Location"))).toContain(
      "/error?reason=payment-already-submitted",
    );
  });
});
