/**
 * Route tests for the returning-applicant screens: the app harness on 6 January 2025 with the
 * customer-service phone set, and helpers to stand at any point of the status check through the
 * real actions. `useReturningHarness()` registers the hooks.
 */
import { MOCK_OTP_CODE } from "../mocks/bank";
import { action as checkStatusAction } from "~/routes/check-application-status";
import { action as otpAction } from "~/routes/otp-check";
import { loader as viewLoader } from "~/routes/view-application";
import { useAppHarness, visitor, type AppHarness, type Visitor } from "./app-harness";
import { expect } from "vitest";
import { expectRedirect, get, post, settle } from "./requests";

export const T0 = Date.UTC(2025, 0, 6, 15, 0, 0);
export const LAST4 = "1234";

/** `requests` leaves out the configuration reads: every post makes one (maintenance), the calls under test are the others. */
export function useReturningHarness(): AppHarness {
  return useAppHarness({
    start: T0,
    env: { CUSTOMER_SERVICE_PHONE: "1-800-555-0199" },
    ignorePaths: ["/api/configuration"],
  });
}

/** The check-status form sent through its real action: the code is on its way. */
export async function statusCodeSent(h: AppHarness, emailAddress: string, last4SSN = LAST4): Promise<Visitor> {
  const v = await visitor(h);
  const { response } = await settle(
    checkStatusAction({
      request: post("/check-application-status", { csrf: v.session.data.csrf, emailAddress, last4SSN }),
      context: v.context,
      params: {},
    }),
  );
  expectRedirect(response, "/otp-check");
  return v;
}

/** The whole status check through the real actions: verified, on the way to /view-application. */
export async function statusVerified(h: AppHarness, emailAddress: string, last4SSN = LAST4): Promise<Visitor> {
  const v = await statusCodeSent(h, emailAddress, last4SSN);
  const { response } = await settle(
    otpAction({
      request: post("/otp-check", { csrf: v.session.data.csrf, intent: "verify", otpCode: MOCK_OTP_CODE }),
      context: v.context,
      params: {},
    }),
  );
  expectRedirect(response, "/view-application");
  h.requests.length = 0;
  return v;
}

/** Jordan's status checked and the application (persona `tag`) chosen on /view-application; its id. */
export async function chosenApplication(h: AppHarness, tag: string): Promise<Visitor & { applicationId: string }> {
  const v = await statusVerified(h, `jordan+${tag}@example.com`);
  await settle(viewLoader({ request: get("/view-application"), context: v.context, params: {} }));
  h.requests.length = 0;
  return { ...v, applicationId: v.session.data.selectedApplication!.applicationId };
}

/** A refused form of a chosen application: back to `path` with `errors`, no bank call, its status still `status`. */
export function expectFormRefused(
  h: AppHarness,
  v: Visitor & { applicationId: string },
  refused: { response: Response; path: string; errors: Record<string, string[]>; status: string },
): void {
  expectRedirect(refused.response, refused.path);
  expect(v.session.data.formResult?.result).toMatchObject({ status: "error", error: refused.errors });
  expect(h.requests).toHaveLength(0);
  expect(h.bank.applications.get(v.applicationId)?.status).toBe(refused.status);
}
