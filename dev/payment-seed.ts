import express from "express";
import { z } from "zod";
import { PRN } from "../app/domain/products";
import { CARD_TYPES } from "../app/domain/products";
import type { AppServices } from "../app/services.server";
import type { RequestSession } from "../app/session/request-session.server";
import type { MockBank } from "../mocks/bank";
import { TEST_CARDS } from "../mocks/personas";

/**
 * Test accelerator, mounted only with the in-process mock (never with a real bank):
 * POST /__mock/payment-session puts the caller's session where a returning applicant is after the
 * status check chose an application waiting for funds ('Fund my card' → /funding-payment): an
 * application submitted in the mock (fund later), optionally part funded, kept as the session's
 * selected application. Browser tests use it to open the funding payment screen's existing
 * payment context without walking the status check.
 */
const seedSchema = z.object({
  cardType: z.enum(CARD_TYPES).default("basic"),
  creditLimit: z.number().positive().default(500),
  /** Already received (a part payment by an approved card). */
  received: z.number().min(0).default(100),
  /** A promotion's deposit reduction, counted in the balance as the bank does (incentiveValue). */
  promotion: z.number().min(0).default(0),
  emailAddress: z.string().default("jordan.rivera@example.com"),
});

export function paymentSeedRouter(bank: MockBank, services: AppServices) {
  const router = express.Router();
  router.post("/", express.json({ limit: "10kb" }), async (req, res) => {
    const parsed = seedSchema.safeParse(req.body ?? {});
    if (!parsed.success) return res.status(400).json({ error: parsed.error.flatten() });
    const { cardType, creditLimit, received, promotion, emailAddress } = parsed.data;
    const session = res.locals.session as RequestSession;
    const productId = PRN[cardType];
    const token = bank.startSession();
    const lead = bank.createLead({
      firstName: "Jordan",
      lastName: "Rivera",
      emailAddress,
      primaryPhone: "2025550143",
      otpMethod: "Email",
      productId,
    });
    lead.verified = true;
    const outcome = bank.submitLead(token, {
      id: lead.id,
      applicationId: null,
      incentiveId: null,
      incentiveName: null,
      basicInfo: {
        productId,
        firstName: "Jordan",
        lastName: "Rivera",
        emailAddress,
        primaryPhone: "2025550143",
        otpMethod: "Email",
        phoneConsent: false,
      },
      creditLine: { creditLimit },
      payment: { fundingType: "FDL", amount: null, cardNumber: null },
      pii: { ssn: "123456789" },
    });
    if (outcome.kind !== "ok") return res.status(400).json({ error: outcome.kind });
    const app = outcome.application;
    app.incentiveValue = promotion;
    if (received > 0) {
      bank.makePayment(app, {
        cardNumber: TEST_CARDS.approveVisa,
        amount: received,
        attemptNumber: 0,
        isFullyFunded: false,
      });
    }
    session.data.draft = { emailAddress, firstName: "Jordan", lastName: "Rivera" };
    session.data.leadId = undefined;
    session.data.verifiedAt = services.now();
    session.data.otp = undefined;
    session.data.submission = undefined;
    session.data.payment = undefined;
    session.data.selectedApplication = {
      applicationId: app.applicationId,
      leadId: app.leadId,
      prn: app.prn,
      productName: app.productName,
      responseCode: app.status,
      creditLimit: app.creditLimit,
    };
    session.data.upstream = { token, refreshedAt: services.now() };
    await session.save();
    res.json({ applicationId: app.applicationId });
  });
  return router;
}
