import { describe, expect, it } from "vitest";
import { lockSubmission } from "~/features/submission/submission.server";
import { useAppHarness } from "../../test/app-harness";
import { applicant, AT_TERMS, draftFor } from "../../test/flow-harness";
import { expectRedirect, posted } from "../../test/requests";
import { action } from "./submit-application";

/*
 * The one-submission guard is also a cluster-wide lock (docs/decisions/0080): while another
 * instance submits this session, a post here sends nothing and shows the processing page.
 */

const h = useAppHarness();
describe("submit-application: one submitLead per application across instances", () => {
  it("while another instance holds the submission lock, a post sends nothing; once it is free, one submitLead", async () => {
    const visitor = await applicant(
      h,
      draftFor("basic", { fundingType: "FDL", fundToday: false, completed: AT_TERMS }),
    );
    const fields = { csrf: visitor.session.data.csrf, eSignConsent: "on", termsAndConditions: "on" };
    const elsewhere = await lockSubmission(visitor.context.locks, visitor.session.id);
    expect(elsewhere).not.toBeNull();
    const refused = await posted(action, "/submit-application", visitor.context, fields);
    expectRedirect(refused.response, "/submit-application");
    expect(h.count("/api/application/submitLead")).toBe(0);
    expect(visitor.session.data.submission).toBeUndefined();

    await elsewhere?.release();
    const sent = await posted(action, "/submit-application", visitor.context, fields);
    expect(sent.response.headers.get("Location")).toBe("/app-approved-waiting-for-funds");
    expect(h.count("/api/application/submitLead")).toBe(1);
    // The lock is given back once the submission is done.
    const again = await lockSubmission(visitor.context.locks, visitor.session.id);
    expect(again).not.toBeNull();
  });
});
