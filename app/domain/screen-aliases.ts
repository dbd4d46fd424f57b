import { pathOf, type ScreenName } from "./route-table";

// SPEC §2.2, §2.4's second readings; apart from the route table because only the server resolves them.
export const SCREEN_ALIASES: { readonly [K in ScreenName]?: readonly string[] } = {
  income: ["/get-options", "/about-me"],
  creditLine: ["/credit-line-options"],
  identity: ["/id-verify"],
  identityConfirm: ["/id-confirm"],
  submit: ["/app-submit", "/app-process"],
  checkStatus: ["/app-check"],
  documentSelection: ["/doc-select", "/doc-request"],
  invalidEmail: ["/correct-email", "/correct-info"],
  withdrawal: ["/app-withdraw"],
  appWaitingForFunds: ["/app-waiting-for-funds"],
  appInGoodFunds: ["/app-funded"],
  appDepositApproved: ["/app-deposited"],
  appBoarded: ["/app-boarded"],
  appClosedExpired: ["/app-closed-expired"],
  appDenied: ["/app-thank-you-a"],
  appFundingFailed: ["/app-funding-fail"],
  appManualReview: ["/app-review"],
  appManualDocumentReview: ["/app-document-review"],
};

export function canonicalPathFor(pathname: string): string | null {
  const wanted = pathname.toLowerCase().replace(/\/+$/, "");
  for (const [name, aliases] of Object.entries(SCREEN_ALIASES) as Array<[ScreenName, readonly string[]]>) {
    if (aliases.some((alias) => alias.toLowerCase() === wanted)) return pathOf(name);
  }
  return null;
}
