/**
 * The audit trail and the business metrics over one whole journey (issue 17): lead, codes,
 * submission with a card, payment attempts, a document upload and a withdrawal, every action
 * with PII in its request. The written audit lines hold none of it, only allowed fields.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { runInScope } from "~/server/observability/context.server";
import { bankFor } from "~/features/flow/flow.server";
import { action as basicInfoAction } from "~/routes/basic-info";
import { action as otpAction } from "~/routes/otp-check";
import { action as signOutAction } from "~/routes/sign-out";
import { action as submitAction } from "~/routes/submit-application";
import { useAppHarness, visitor } from "./app-harness";
import { jsonWithout } from "./json-without";
import { fundingNowAtTerms, HOME_ADDRESS, TEST_CARDS } from "./flow-harness";
import { expectRedirect, posted } from "./requests";

const logLines: string[] = [];
const h = useAppHarness({ logTo: { write: (line) => void logLines.push(line) } });

const PERSON = {
  firstName: "Zebulon",
  lastName: "Quartermaine",
  emailAddress: "zebulon.quartermaine@example.com",
  primaryPhone: "212-555-0143",
};
/** Every personal value the journey sends; none may appear in an audit line. */
const PII = [
  PERSON.firstName,
  PERSON.lastName,
  PERSON.emailAddress,
  PERSON.primaryPhone,
  "2125550143",
  "Jane",
  "Doe",
  "123456789",
  "01/02/1990",
  "1990",
  TEST_CARDS.approveVisa,
  TEST_CARDS.approveVisa.slice(-4),
  "1229",
  HOME_ADDRESS.addressLine1,
  HOME_ADDRESS.city,
  HOME_ADDRESS.zipCode,
  "9 Bank Rd",
  "123456",
  "passport-scan.pdf",
];
const ALLOWED_KEYS = new Set([
  "level",
  "time",
  "stream",
  "msg",
  "action",
  "outcome",
  "leadId",
  "applicationId",
  "paymentId",
  "documents",
  "requestId",
]);
/**
 * Lines as text without their clock and the payment's random hex id (a timestamp such as
 * 1795719902820 holds "1990"); the id's format is checked below.
 */
const withoutClockAndIds = (lines: string[]) =>
  lines.map((line) => jsonWithout(JSON.parse(line), ["time", "paymentId"])).join("");

async function counts(metric: {
  get(): Promise<{ values: { labels: Record<string, string | number>; value: number }[] }>;
}) {
  const { values } = await metric.get();
  return Object.fromEntries(values.map((v) => [Object.values(v.labels).join("/"), v.value]));
}

describe("the audit trail over a whole journey", () => {
  afterEach(() => void vi.useRealTimers());

  it("has one event per business action, with ids and the request id, and no personal data", async () => {
    // The instant of a CI run whose log time held "1990" (a date of birth's year) by chance.
    vi.useFakeTimers({ toFake: ["Date"], now: 1_795_719_902_820 });
    const scope = { requestId: "journey-request-id-abcdef", traceId: "a".repeat(32) };
    await runInScope(scope, async () => {
      // Lead and code, through the real actions.
      const { session, context } = await visitor(h, { draft: { cardType: "basic" } });
      const { response } = await posted(basicInfoAction, "/basic-info", context, {
        csrf: session.data.csrf,
        ...PERSON,
        otpMethod: "Mobile",
        phoneConsent: "on",
      });
      expectRedirect(response, "/otp-check");
      const code = (otpCode: string) =>
        posted(otpAction, "/otp-check", context, { csrf: session.data.csrf, intent: "verify", otpCode });
      await code("111111");
      expectRedirect((await code("123 456")).response, "/debt-to-income");

      // Submission with the card, through the real action.
      const funded = await fundingNowAtTerms(h);
      await posted(submitAction, "/submit-application", funded.context, {
        csrf: funded.session.data.csrf,
        eSignConsent: "on",
        termsAndConditions: "on",
      });
      const applicationId = funded.session.data.submission?.applicationId ?? "";
      expect(applicationId).not.toBe("");

      // A payment, a document and a withdrawal on that application, through the bank client.
      const bank = bankFor(funded.context);
      await bank
        .makePayment(applicationId, {
          cardNumber: TEST_CARDS.approveVisa,
          expirationDateMMYY: "1229",
          cvv: "123",
          amount: 50,
          email: PERSON.emailAddress,
          billingAddress: {
            firstName: "Jane",
            lastName: "Doe",
            line1: "9 Bank Rd",
            city: HOME_ADDRESS.city,
            state: "IL",
            zip: HOME_ADDRESS.zipCode,
          },
          isFullyFunded: false,
        })
        .catch(() => undefined);
      await bank
        .uploadDocuments({
          applicationId,
          leadId: funded.session.data.leadId ?? "",
          files: [
            {
              category: "Identity",
              name: "Passport",
              fileName: "passport-scan.pdf",
              contentType: "application/pdf",
              content: new Blob(["%PDF-1.4 Zebulon"], { type: "application/pdf" }),
            },
          ],
        })
        .catch(() => undefined);
      await bank
        .withdrawApplication({ applicationId, withdrawReason: "I no longer want the card" })
        .catch(() => undefined);
      await posted(signOutAction, "/sign-out", funded.context, { csrf: funded.session.data.csrf });
    });

    // The app's own log lines of the journey: each carries the request id, none any personal data.
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(JSON.parse(line)).toMatchObject({ requestId: scope.requestId });
    const logText = withoutClockAndIds(logLines);
    for (const value of PII) expect(logText, `${value} in the app's log`).not.toContain(value);

    const text = withoutClockAndIds(h.auditLines);
    for (const value of PII) expect(text, `${value} in the audit trail`).not.toContain(value);
    const events = h.auditLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const event of events) {
      for (const key of Object.keys(event)) expect(ALLOWED_KEYS, `field ${key}`).toContain(key);
      expect(event).toMatchObject({ stream: "audit", requestId: scope.requestId });
      expect(typeof event.time).toBe("string");
    }
    const actions = events.map((e) => `${String(e.action)}:${String(e.outcome)}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        "lead.created:ok",
        "otp.sent:ok",
        "otp.verified:rejected",
        "otp.verified:verified",
        "payment.attempt:approved",
        "sign_out:ok",
      ]),
    );
    expect(actions.some((a) => a.startsWith("submission:WT_"))).toBe(true);
    expect(actions.some((a) => a.startsWith("withdrawal:"))).toBe(true);
    // The mock refuses this upload (the application asked for no documents): the attempt is still audited.
    expect(actions.some((a) => a.startsWith("document.upload:"))).toBe(true);
    const upload = events.find((e) => e.action === "document.upload");
    expect(upload?.documents).toEqual([
      { category: "Identity", type: "Passport", contentType: "application/pdf", bytes: 16 },
    ]);
    expect(events.find((e) => e.action === "payment.attempt")).toMatchObject({
      applicationId: expect.any(String),
      paymentId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });

    // The same journey in the counters.
    const metrics = h.services.metrics;
    expect(await counts(metrics.otp)).toMatchObject({ "lead/sent": 1, "lead/rejected": 1, "lead/verified": 1 });
    expect(await counts(metrics.payments)).toMatchObject({ attempted: 1, approved: 1 });
    expect(Object.keys(await counts(metrics.submissions)).some((k) => k.startsWith("WT_"))).toBe(true);
    const bankCalls = await metrics.bankCalls.get();
    const endpoints = new Set(
      bankCalls.values.filter((v) => v.metricName === "bank_call_duration_seconds_count").map((v) => v.labels.endpoint),
    );
    expect([...endpoints]).toEqual(
      expect.arrayContaining(["createLead", "verifyLeadOtp", "submitLead", "makePayment"]),
    );
  });
});
