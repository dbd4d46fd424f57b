import { redirect, type AppLoadContext } from "@remix-run/node";
import { offersWithdrawal } from "~/domain/status-screens";
import { offerFor } from "~/domain/offers";
import { PRN, type CardType } from "~/domain/products";
import { visitConfiguration } from "~/features/flow/flow.server";
import { pathOf } from "~/domain/route-table";
import { DOCUMENT_CATEGORIES, type DocumentCategory } from "~/domain/schemas/documents";
import { outcomeForStatus, shouldLogStatus } from "~/domain/status-codes";
import type { ApplicationStatus, ResponseObjects } from "~/upstream/schemas";
import type { SelectedApplication } from "~/session/data";
import { IDLE_EXPIRED_PATH } from "~/session/form.server";
import { isFundingRetry } from "~/features/submission/submission.server";

// Returning applicants (SPEC §2.3 check status, §2.4, §4.1-4.2).

export function hasStatusAccess(context: AppLoadContext): boolean {
  const { statusCheck, submission } = context.session.data;
  if (statusCheck?.verifiedAt) return true;
  return submission?.state === "done" && Boolean(submission.applicationId);
}

export function requireStatusAccess(context: AppLoadContext): void {
  if (context.session.status === "expired") throw redirect(IDLE_EXPIRED_PATH, 303);
  if (!hasStatusAccess(context)) throw redirect(pathOf("checkStatus"), 303);
}

export function isStatusCheckSession(context: AppLoadContext): boolean {
  return Boolean(context.session.data.statusCheck?.verifiedAt);
}

/** SelectedApplication's document flags (SPEC §3 responseObjects doC_*YN). */
export function documentsOf(objects: ResponseObjects | null): SelectedApplication["documents"] {
  if (!objects) return undefined;
  return {
    income: objects.doC_IncomeYN,
    name: objects.doC_NameYN,
    address: objects.doC_AddressYN,
    ssn: objects.doC_SsnYN,
    dob: objects.doC_DobYN,
    bankOwnership: objects.doC_BankOwnershipYN,
    itin: objects.doC_ItinYN,
  };
}

const FLAG_OF_CATEGORY: Record<DocumentCategory, keyof NonNullable<SelectedApplication["documents"]>> = {
  address: "address",
  ssn: "ssn",
  dateOfBirth: "dob",
  income: "income",
  name: "name",
  itin: "itin",
  bankOwnership: "bankOwnership",
};

export function requestedDocumentCategories(app: SelectedApplication | null): DocumentCategory[] {
  const documents = app?.documents;
  if (!documents) return [];
  return DOCUMENT_CATEGORIES.filter((category) => documents[FLAG_OF_CATEGORY[category]]);
}

export function toSelectedApplication(item: ApplicationStatus): SelectedApplication {
  return {
    applicationId: item.applicationID,
    leadId: item.leadID ?? undefined,
    prn: item.prn ?? undefined,
    productName: item.productName ?? undefined,
    responseCode: item.responseCode,
    creditLimit: item.responseObjects?.creditLimit ?? undefined,
    documents: documentsOf(item.responseObjects),
  };
}

export function currentApplication(context: AppLoadContext): SelectedApplication | null {
  const { selectedApplication, submission, draft, leadId } = context.session.data;
  if (selectedApplication) return selectedApplication;
  if (submission?.state !== "done" || !submission.applicationId) return null;
  const cardType: CardType | undefined = draft.cardType;
  const derived: SelectedApplication = {
    applicationId: submission.applicationId,
    leadId,
    prn: draft.productId ?? (cardType ? PRN[cardType] : undefined),
    responseCode: submission.responseCode ?? "",
    creditLimit: draft.creditLimit ?? draft.amount,
    checkedAt: submission.startedAt,
  };
  context.session.data.selectedApplication = derived;
  return derived;
}

/** So the screen after submitting has the same 'Card' row as after a status check. */
export async function withCardName(context: AppLoadContext, app: SelectedApplication): Promise<SelectedApplication> {
  const { submission, draft } = context.session.data;
  if (app.productName || !draft.cardType || submission?.applicationId !== app.applicationId) return app;
  try {
    const name = offerFor(await visitConfiguration(context), draft.cardType)?.name;
    if (!name) return app;
    const named = { ...app, productName: name };
    if (context.session.data.selectedApplication?.applicationId === app.applicationId) {
      context.session.data.selectedApplication.productName = name;
    }
    return named;
  } catch (error) {
    context.log.warn({ err: error }, "configuration unavailable: the status screen shows no card name");
    return app;
  }
}

/** SPEC §4.1; 'back to funding source to retry' is the funding source screen in both flows (ADR 0051). */
export function pathForStatus(
  context: AppLoadContext,
  code: string | null | undefined,
  options: { hasDecisions?: boolean } = {},
): string {
  if (shouldLogStatus(code)) context.log.warn({ responseCode: code ?? null }, "unknown application status code");
  const outcome = outcomeForStatus(code, options);
  switch (outcome.kind) {
    case "screen":
      return pathOf(outcome.screen);
    case "retry-funding":
      return pathOf(outcome.screen);
    case "error":
      return `${pathOf("error")}?reason=${encodeURIComponent(outcome.error)}`;
  }
}

export function pathForApplication(context: AppLoadContext, app: SelectedApplication): string {
  return pathForStatus(context, app.responseCode, statusOptions(app));
}

function statusOptions(app: SelectedApplication) {
  return { hasDecisions: app.documents !== undefined };
}

/** Whether the application may be withdrawn: exactly where its screen offers the link (ADR 0050). */
export function mayWithdraw(app: SelectedApplication): boolean {
  return offersWithdrawal(app.responseCode, statusOptions(app));
}

/** SPEC §4.1 FundFailure 'back to funding source to retry' for a status-checked application (ADR 0051). */
export function statusCheckFundingApplication(context: AppLoadContext): SelectedApplication | null {
  const { selectedApplication } = context.session.data;
  if (!isStatusCheckSession(context) || !selectedApplication) return null;
  return isFundingRetry(context.session.data) ? null : selectedApplication;
}
