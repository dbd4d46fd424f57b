import { describe, expect, it } from "vitest";
import { statusScreenLoader } from "~/features/status/status-screen.server";
import { expectRedirect, get, settle } from "../../test/requests";
import { statusCodeSent, useReturningHarness } from "../../test/returning-harness";
import { loader as documentSelection } from "./document-selection";
import { loader as viewApplication } from "./view-application";
import { loader as withdrawal } from "./withdrawal";

/** SPEC §2.3: the status check opens the status screens only once its code is verified. */

const h = useReturningHarness();

describe("a status check whose code is sent but not yet verified", () => {
  it.each([
    ["/view-application", viewApplication],
    ["/app-approved-waiting-for-funds", statusScreenLoader("appWaitingForFunds")],
    ["/withdrawal", withdrawal],
    ["/document-selection", documentSelection],
  ] as const)("%s goes back to the status check form, asking the bank nothing", async (path, loader) => {
    const v = await statusCodeSent(h, "jordan+wt_fnd@example.com");
    h.requests.length = 0;
    const { response } = await settle(loader({ request: get(path), context: v.context, params: {} }));
    expectRedirect(response, "/check-application-status");
    expect(h.requests).toHaveLength(0);
  });
});
