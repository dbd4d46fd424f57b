import { z } from "zod";
import type { AppServices } from "../app/services.server";
import type { MockBank } from "../mocks/bank";
import { seedRouter } from "./seed-router";

/**
 * Test accelerator, mounted only with the in-process mock (never with a real bank):
 * POST /__mock/submission submits the application of a session seeded with POST /__mock/session
 * straight to the mock bank (fund later), and records the outcome in the session as the terms
 * screen would (`submission` done, with applicationId and responseCode). Browser tests use it to
 * stand just after submitLead — e.g. on the invalid-email screen — without walking every step.
 * The email's persona tag (docs/mock.md) decides the response code.
 */
const bodySchema = z.object({
  ssn: z
    .string()
    .regex(/^\d{9}$/)
    .default("123450101"),
});

export function submissionSeedRouter(bank: MockBank, services: AppServices) {
  return seedRouter("2kb", bodySchema, async (body, session, res) => {
    const { draft, leadId, upstream } = session.data;
    if (!leadId || !upstream || !draft.firstName || !draft.lastName || !draft.emailAddress || !draft.primaryPhone) {
      return res.status(409).json({ error: "seed a session with POST /__mock/session first" });
    }
    const outcome = bank.submitLead(upstream.token, {
      id: leadId,
      applicationId: null,
      incentiveId: draft.incentiveId ?? null,
      incentiveName: draft.incentiveName ?? null,
      basicInfo: {
        productId: draft.productId ?? 1000,
        firstName: draft.firstName,
        lastName: draft.lastName,
        emailAddress: draft.emailAddress,
        primaryPhone: draft.primaryPhone,
        otpMethod: draft.otpMethod ?? "Email",
        phoneConsent: draft.phoneConsent ?? false,
      },
      creditLine: { creditLimit: draft.creditLimit ?? draft.amount ?? 500 },
      payment: { fundingType: "FDL", amount: null, cardNumber: null },
      pii: { ssn: body.ssn },
    });
    if (outcome.kind !== "ok") return res.status(422).json({ error: outcome.kind });
    session.data.submission = {
      state: "done",
      startedAt: services.now(),
      applicationId: outcome.application.applicationId,
      responseCode: outcome.responseCode,
    };
    await session.save();
    res.json({ applicationId: outcome.application.applicationId, responseCode: outcome.responseCode });
  });
}
