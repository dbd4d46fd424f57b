// SPEC §2.2, §2.4. Second readings are in screen-aliases.ts: the browser loads this table (ADR 0141).
export interface Screen {
  path: string;
  step?: number;
  progress?: number;
}

export const SCREENS = {
  intro: { path: "/" },
  basicInfo: { path: "/basic-info", step: 1, progress: 10 },
  otp: { path: "/otp-check", step: 2, progress: 20 },
  income: { path: "/debt-to-income", step: 3, progress: 30 },
  creditLine: { path: "/credit-line", step: 4, progress: 40 },
  creditLineCustom: { path: "/credit-line-custom", step: 4, progress: 40 },
  creditLineSwitch: { path: "/credit-line-switch", step: 4, progress: 40 },
  creditLineFundLater: { path: "/credit-line-fund-later", step: 4, progress: 40 },
  creditLineConfirm: { path: "/credit-line-confirm", step: 4, progress: 40 },
  identity: { path: "/identity-verification", step: 5, progress: 50 },
  identityConfirm: { path: "/identity-confirm", step: 6, progress: 60 },
  mailingAddress: { path: "/mailing-address", step: 7, progress: 70 },
  fundingSource: { path: "/funding-source", step: 8, progress: 80 },
  fundingPayment: { path: "/funding-payment", step: 8, progress: 80 },
  terms: { path: "/terms-and-conditions", step: 9, progress: 99 },
  submit: { path: "/submit-application" },
  disclosures: { path: "/disclosures" },
  launchDownsell: { path: "/launch-downsell" },
  viewApplication: { path: "/view-application" },
  checkStatus: { path: "/check-application-status" },
  statusList: { path: "/check-my-application-status" },
  documentSelection: { path: "/document-selection" },
  invalidEmail: { path: "/invalid-email" },
  withdrawal: { path: "/withdrawal" },
  /** OURS: SPEC mentions 'a document upload screen' without a path. */
  documentUpload: { path: "/document-upload" },
  documentsRequested: { path: "/documents-requested" },
  appWaitingForFunds: { path: "/app-approved-waiting-for-funds" },
  appInGoodFunds: { path: "/app-approved-in-good-funds" },
  appDepositApproved: { path: "/app-approved-deposit-approved" },
  appBoarded: { path: "/app-approved-boarded" },
  appClosed: { path: "/app-closed" },
  appClosedExpired: { path: "/app-closed-expired-or-incomplete" },
  appClosedWithdrawn: { path: "/app-closed-withdrawn" },
  appClosedWaitingOnRefund: { path: "/app-closed-waiting-on-refund" },
  appDenied: { path: "/app-denied" },
  appFundingDeclined: { path: "/app-thank-you-b" },
  appFundingFailed: { path: "/app-thank-you-c" },
  appManualReview: { path: "/app-pending-manual-review" },
  appManualDocumentReview: { path: "/app-pending-manual-document-review" },
  appApiFailed: { path: "/app-pending-api-failed" },
  appStatusNoMatch: { path: "/app-status-no-match" },
  appSubmitted: { path: "/app-submitted" },
  maintenance: { path: "/maintenance" },
  error: { path: "/error" },
  sessionExpired: { path: "/session-expired" },
  /** OURS (ADR 0001): a POST from the header of every screen. */
  signOut: { path: "/sign-out" },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

export function pathOf(name: ScreenName): string {
  return SCREENS[name].path;
}

export function stepOf(name: ScreenName): { step: number; progress: number } | null {
  const screen: Screen = SCREENS[name];
  return screen.step && screen.progress ? { step: screen.step, progress: screen.progress } : null;
}

// Only our canonical paths with a plain query: not another host, nor a tab a browser drops to make '//host'.
export function returnPathFrom(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const match = /^(\/[a-z0-9-]*)(\?[A-Za-z0-9=&_-]{0,200})?$/.exec(value);
  if (!match) return null;
  const path = match[1] as string;
  const known = (Object.values(SCREENS) as Screen[]).some((screen) => screen.path === path);
  return known ? `${path}${match[2] ?? ""}` : null;
}
