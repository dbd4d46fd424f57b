import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { StatusScreenData } from "~/components/status-screen";
import { depositFigures } from "~/domain/deposit-figures";
import { fillPlaceholders } from "~/domain/error-catalogue";
import { STATUS_FRESH_MS } from "~/domain/constants";
import { pathOf } from "~/domain/route-table";
import { outcomeForStatus, statusLabel } from "~/domain/status-codes";
import {
  STATUS_ACTION_TEXT,
  STATUS_TEXT_PARAMS,
  statusScreenContent,
  WITHDRAW_LINK_TEXT,
  type StatusAction,
  type StatusScreenName,
} from "~/domain/status-screens";
import { serverTranslate, pageTexts } from "~/i18n/catalogues.server";
import { documentCategoryName } from "~/i18n/labels.server";
import { localeOf } from "~/i18n/locale.server";
import { translateMessage } from "~/i18n/validation.server";
import type { SelectedApplication } from "~/session/data";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailureOr } from "~/features/flow/bank-failure.server";
import { readForm, takeNotice } from "~/session/form.server";
import { fundingStatusOf, reopenIfStillOwed } from "~/features/payment/payment.server";
import {
  currentApplication,
  withCardName,
  isStatusCheckSession,
  pathForApplication,
  requestedDocumentCategories,
  requireStatusAccess,
  toSelectedApplication,
} from "./status.server";

/** Screens that show nothing of an application: anyone may see them (they are where failures lead). */
const PUBLIC_SCREENS: ReadonlySet<StatusScreenName> = new Set(["appApiFailed", "appStatusNoMatch"]);

function actionHref(context: AppLoadContext, action: StatusAction): string {
  switch (action) {
    case "documents":
      return pathOf("documentSelection");
    case "fund":
      return pathOf("fundingPayment");
    case "reapply":
      return pathOf("intro");
    case "check-again":
      return pathOf("checkStatus");
    case "home":
      return context.homeUrl;
  }
}

/** SPEC §2.3 back button: the list when several applications were found, else the status check (ADR 0050). */
export function backHrefFor(context: AppLoadContext): string {
  if (!isStatusCheckSession(context)) return pathOf("checkStatus");
  return (context.session.data.statusCheck?.found ?? 0) > 1 ? pathOf("statusList") : pathOf("checkStatus");
}

/** SPEC §2.4: asked again when older than STATUS_FRESH_MS; a failure leaves the last status, except 401/403. */
export async function refreshedApplication(
  context: AppLoadContext,
  app: SelectedApplication,
): Promise<SelectedApplication> {
  const fresh = app.checkedAt !== undefined && context.now() - app.checkedAt < STATUS_FRESH_MS;
  if (fresh) return app;
  try {
    const list = await bankFor(context).getApplicationsStatus();
    const item = list.find((a) => a.applicationID === app.applicationId);
    if (!item) return app;
    const reported = toSelectedApplication(item);
    const next: SelectedApplication = {
      ...app,
      ...reported,
      creditLimit: reported.creditLimit ?? app.creditLimit,
      documents: reported.documents ?? app.documents,
      fundToday: app.fundToday,
      checkedAt: context.now(),
    };
    context.session.data.selectedApplication = next;
    return next;
  } catch (error) {
    return bankFailureOr(context, error, () => {
      context.log.warn({ err: error }, "application status unavailable");
      return app;
    });
  }
}

export async function withDocumentFlags(
  context: AppLoadContext,
  app: SelectedApplication,
): Promise<SelectedApplication> {
  if (app.documents) return app;
  return refreshedApplication(context, { ...app, checkedAt: undefined });
}

export async function fundingFigures(
  context: AppLoadContext,
  app: SelectedApplication,
): Promise<StatusScreenData["funding"]> {
  try {
    const { status, summary } = await fundingStatusOf(context, app);
    return {
      ...summary,
      daysLeftToFund: status.daysLeftToFund,
      // The bank's incentive value is the promotional credit toward the deposit (SPEC §4.3).
      figures: depositFigures(summary.creditLimit, { depositReduction: summary.promotion }),
    };
  } catch (error) {
    return bankFailureOr(context, error, () => {
      context.log.warn({ err: error }, "payment status unavailable");
      if (app.creditLimit === undefined) return null;
      return {
        creditLimit: app.creditLimit,
        balance: null,
        promotion: 0,
        paid: null,
        remaining: null,
        daysLeftToFund: null,
        figures: depositFigures(app.creditLimit, null),
      };
    });
  }
}

function leadsToDocuments(code: string): boolean {
  const outcome = outcomeForStatus(code, { hasDecisions: true });
  return outcome.kind === "screen" && outcome.screen === "documentsRequested";
}

export function statusScreenLoader(name: StatusScreenName) {
  return async function loader({ context }: LoaderFunctionArgs): Promise<StatusScreenData> {
    const isPublic = PUBLIC_SCREENS.has(name);
    if (!isPublic) requireStatusAccess(context);
    const content = statusScreenContent(name);
    const phone = context.env.CUSTOMER_SERVICE_PHONE;
    const translate = serverTranslate(localeOf(context));
    const t = (key: string) => fillPlaceholders(translate(key, STATUS_TEXT_PARAMS), { phone });
    const selected = isPublic ? null : currentApplication(context);
    if (!isPublic && !selected) throw redirect(pathOf("checkStatus"), 303);
    const current = selected ? await withCardName(context, selected) : null;
    let app = current ? await refreshedApplication(context, current) : null;
    // WT_DOC needs its decisions (SPEC §4.1); an application just submitted here has them in the list.
    if (app && !app.documents && leadsToDocuments(app.responseCode)) app = await withDocumentFlags(context, app);
    if (app) {
      // Only the screen of the status the bank reported; any other goes there (docs/decisions/0050).
      const target = pathForApplication(context, app);
      if (target !== pathOf(name)) {
        throw redirect(target, 303);
      }
    }

    let documents: string[] = [];
    let funding: StatusScreenData["funding"] = null;
    if (app && name === "documentsRequested") {
      documents = requestedDocumentCategories(app).map((c) => documentCategoryName(c, translate));
    }
    if (app && name === "appWaitingForFunds") funding = await fundingFigures(context, app);
    const notice = await takeNotice(context, pathOf(name));

    return {
      texts: pageTexts(context, "status"),
      screen: name,
      title: t(content.title),
      paragraphs: content.paragraphs.map(t),
      tips: content.tips ? { heading: t(content.tips.heading), items: content.tips.items.map(t) } : null,
      action: content.action,
      actionText: t(STATUS_ACTION_TEXT[content.action]),
      actionHref: actionHref(context, content.action),
      withdraw: content.withdraw && app ? { href: pathOf("withdrawal"), text: t(WITHDRAW_LINK_TEXT) } : null,
      application: app
        ? {
            applicationId: app.applicationId,
            productName: app.productName ?? null,
            statusLabel: app.responseCode ? statusLabel(app.responseCode) : null,
          }
        : null,
      documents,
      funding,
      fundToday: app?.fundToday ?? true,
      // A notice is one of SPEC §5's messages (documents received), in the page's language.
      notice: notice ? translateMessage(notice, translate) : null,
      backHref: isPublic ? pathOf("checkStatus") : backHrefFor(context),
    };
  };
}

/** Keeps the fund-today toggle for the payment screen's default; a settled earlier payment gives way to a new one. */
export async function fundMyCardAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, ["fundToday"]);
  requireStatusAccess(context);
  const app = currentApplication(context);
  if (!app) return redirect(pathOf("checkStatus"), 303);
  context.session.data.selectedApplication = { ...app, fundToday: form.get("fundToday") === "on" };
  await reopenIfStillOwed(context, { applicationId: app.applicationId, creditLimit: app.creditLimit ?? null });
  return redirect(pathOf("fundingPayment"), 303);
}

export async function requestedDocuments(context: AppLoadContext) {
  requireStatusAccess(context);
  const current = currentApplication(context);
  if (!current) throw redirect(pathOf("checkStatus"), 303);
  const app = await withDocumentFlags(context, current);
  const categories = requestedDocumentCategories(app);
  if (categories.length === 0) {
    throw redirect(pathForApplication(context, app), 303);
  }
  return { app, categories };
}
