import { describe, expect, it } from "vitest";
import { useAppHarness } from "../../test/app-harness";
import { applicant, draftFor } from "../../test/flow-harness";
import { dataOf, get } from "../../test/requests";
import { loader } from "./disclosures";

const h = useAppHarness();

describe("disclosures loader", () => {
  it("the tab and card type from the query, with that card's figures and documents", async () => {
    const { context } = await applicant(h, draftFor("basic"));
    const data = await dataOf(loader({ request: get("/disclosures?tab=rates&cardType=launch"), context, params: {} }));
    expect(data).toMatchObject({
      tab: "rates",
      cardType: "launch",
      card: {
        name: "Launch Secured Visa Card",
        apr: 29.99,
        annualFee: 24,
        minimumDeposit: 100,
        maximumCreditLimit: 1000,
        programFee: 19.95,
      },
      documents: { eSign: "/documents/e-sign-consent.html", privacyPolicy: "/documents/privacy-policy.html" },
      homeState: "IL",
      backHref: "/terms-and-conditions",
    });
  });

  it("without a query: the first tab for the applicant's own card", async () => {
    const { context } = await applicant(h, draftFor("plus"));
    const data = await dataOf(loader({ request: get("/disclosures"), context, params: {} }));
    expect(data).toMatchObject({ tab: "rates", cardType: "plus", card: { annualFee: 0 } });
  });

  it("a visitor outside the flow gets the basic card and a way back to the start", async () => {
    const session = await h.services.sessions.load(undefined, () => {});
    const context = h.context(session);
    const data = await dataOf(loader({ request: get("/disclosures?tab=esign"), context, params: {} }));
    expect(data).toMatchObject({ tab: "esign", cardType: "basic", backHref: "/" });
  });
});
