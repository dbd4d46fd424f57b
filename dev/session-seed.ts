import { z } from "zod";
import { PRN } from "../app/domain/products";
import { CARD_TYPES } from "../app/domain/products";
import type { AppServices } from "../app/services.server";
import { draftSchema } from "../app/session/data";
import type { MockBank } from "../mocks/bank";
import { seedRouter } from "./seed-router";

/**
 * Test accelerator, mounted only with the in-process mock (never with a real bank):
 * POST /__mock/session puts the caller's session straight at a later step — a lead created and
 * verified in the mock, the given draft answers, completed steps and (optionally) SSN and date of
 * birth sealed as the identity step would. Browser tests use it to open a deep screen without
 * walking every earlier step; the full journeys still walk them.
 */
const seedSchema = z.object({
  draft: draftSchema.omit({ sealedPii: true }).extend({
    cardType: z.enum(CARD_TYPES).default("basic"),
    firstName: z.string().default("Jane"),
    lastName: z.string().default("Doe"),
    emailAddress: z.string().default("jane.doe@example.com"),
    primaryPhone: z.string().default("5552345678"),
    otpMethod: z.enum(["Mobile", "Email"]).default("Email"),
  }),
  pii: z.object({ ssn: z.string(), dateOfBirth: z.string() }).optional(),
});

export function sessionSeedRouter(bank: MockBank, services: AppServices) {
  return seedRouter("20kb", seedSchema, async (body, session, res) => {
    const { draft, pii } = body;
    const productId = draft.productId ?? PRN[draft.cardType];
    const lead = bank.createLead({
      firstName: draft.firstName,
      lastName: draft.lastName,
      emailAddress: draft.emailAddress,
      primaryPhone: draft.primaryPhone,
      otpMethod: draft.otpMethod,
      productId,
    });
    lead.verified = true;
    session.data.draft = {
      instanceId: 123456789,
      productId,
      primaryPhoneType: "C",
      phoneConsent: false,
      incentiveId: null,
      incentiveName: null,
      ...draft,
      ...(pii ? { sealedPii: services.sealer.seal(JSON.stringify(pii)) } : {}),
    };
    session.data.leadId = lead.id;
    session.data.verifiedAt = services.now();
    session.data.otp = undefined;
    session.data.submission = undefined;
    session.data.upstream = { token: bank.startSession(), refreshedAt: services.now() };
    await session.save();
    res.json({ leadId: lead.id });
  });
}
