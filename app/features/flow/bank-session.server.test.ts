import { describe, expect, it } from "vitest";
import { applicant, routeTestKit } from "../../../test/route-kit";
import { expectRedirect, settle } from "../../../test/requests";
import { SESSION_REFRESH_ON_ACTIVITY_MS, SESSION_REFRESH_RETRY_MS } from "~/domain/constants";
import { keepBankSessionFresh } from "./bank-session.server";
import { bankFor } from "./flow.server";

const kit = routeTestKit();
const MINUTE = 60_000;
const REFRESH = "/api/security/refreshSession";

describe("keepBankSessionFresh: every page request keeps the bank session alive", () => {
  it("leaves a bank session younger than 5 minutes alone", async () => {
    const { context } = await applicant(kit);
    kit.now += SESSION_REFRESH_ON_ACTIVITY_MS - 1;
    await keepBankSessionFresh(context);
    expect(kit.paths()).not.toContain(REFRESH);
  });

  it("refreshes an older one and remembers when", async () => {
    const { context, session } = await applicant(kit);
    kit.now += SESSION_REFRESH_ON_ACTIVITY_MS;
    await keepBankSessionFresh(context);
    expect(kit.count(REFRESH)).toBe(1);
    expect(session.data.upstream?.refreshedAt).toBe(kit.now);
  });

  it("does nothing for a visitor without a bank session", async () => {
    const { context, session } = await applicant(kit);
    session.data.upstream = undefined;
    kit.now += 30 * MINUTE;
    await keepBankSessionFresh(context);
    expect(kit.paths()).toEqual([]);
  });

  it("a person without JavaScript pausing up to the idle limit between steps still has a bank session at the end", async () => {
    // Three steps with no bank call, 14 minutes apart (under the 15-minute idle limit): 42 minutes in
    // all, twice the mock bank session's 20 minutes. Then a bank call must still be authorised.
    const { context } = await applicant(kit);
    for (let step = 0; step < 3; step += 1) {
      kit.now += 14 * MINUTE;
      await keepBankSessionFresh(context);
    }
    kit.requests.length = 0;
    await expect(bankFor(context).calculateIncome(1200)).resolves.toBeTypeOf("number");
  });

  it("(without those refreshes the same pause would have lost the bank session)", async () => {
    const { context } = await applicant(kit);
    kit.now += 42 * MINUTE;
    await expect(bankFor(context).calculateIncome(1200)).rejects.toMatchObject({ kind: "unauthorized" });
  });

  it("a bank session the bank has ended (401) ends ours: the session-expired page", async () => {
    const { context, session } = await applicant(kit);
    kit.now += SESSION_REFRESH_ON_ACTIVITY_MS;
    kit.bank.faults.refreshSession = { kind: "401" };
    const { thrown, response } = await settle(keepBankSessionFresh(context));
    expect(thrown).toBe(true);
    expectRedirect(response, "/session-expired");
    expect(session.data.leadId).toBeUndefined();
  });

  it("any other failure is logged and the page goes on; pages do not wait on another attempt for a minute", async () => {
    const { context, session } = await applicant(kit);
    kit.now += SESSION_REFRESH_ON_ACTIVITY_MS;
    kit.bank.faults.refreshSession = { kind: "500" };
    await expect(keepBankSessionFresh(context)).resolves.toBeUndefined();
    expect(session.data.leadId).toBeDefined();
    const tries = kit.count(REFRESH);
    expect(tries).toBeGreaterThan(0);
    kit.now += SESSION_REFRESH_RETRY_MS - 1;
    await keepBankSessionFresh(context);
    expect(kit.count(REFRESH)).toBe(tries);
    kit.bank.faults.refreshSession = undefined;
    kit.now += 1;
    await keepBankSessionFresh(context);
    expect(kit.count(REFRESH)).toBe(tries + 1);
    expect(session.data.upstream?.refreshedAt).toBe(kit.now);
  });
});
