/**
 * SPEC §4.1: the page each submitLead persona of the mock (docs/mock.md, an e-mail `name+<tag>@…`) lands on,
 * whether just submitted or looked up again from the status check.
 */
export const PERSONA_PAGES: ReadonlyArray<readonly [tag: string, page: string]> = [
  ["wt_doc", "/documents-requested"],
  ["wt_fnd", "/app-approved-waiting-for-funds"],
  ["wt_fre", "/app-approved-in-good-funds"],
  ["wt_fis", "/app-approved-deposit-approved"],
  ["end_cls", "/app-closed"],
  ["end_exp", "/app-closed-expired-or-incomplete"],
  ["end_dcl", "/app-denied"],
  ["end_wdr", "/app-closed-withdrawn"],
  ["end_brd", "/app-approved-boarded"],
  ["cb_cache", "/app-pending-api-failed"],
  ["api_err", "/app-pending-api-failed"],
  ["ui_mrv", "/app-pending-manual-review"],
  ["ui_mdr", "/app-pending-manual-document-review"],
  ["ui_sdr", "/app-closed-waiting-on-refund"],
  ["end_emn", "/app-status-no-match"],
  ["invalidemail", "/invalid-email"],
  // 'Back to funding source to retry' (in the status check, its status-check mode: docs/decisions/0051).
  ["fundfailure", "/funding-source"],
  ["fundfailurefinal", "/app-thank-you-c"],
  ["exceededdailypaymenttransactions", "/error?reason=payment-daily-limit"],
  ["unknown", "/app-pending-api-failed"],
];
