import {
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { fundingSourceNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { RadioGroup } from "~/components/radio-group";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { DepositFacts } from "~/components/deposit-figures";
import { PageAlert } from "~/components/page-alert";
import { useScreenForm } from "~/components/screen-form";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import { formatMoney } from "~/domain/offers";
import { richText } from "~/i18n/rich";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { offlineKeeping } from "~/components/lost-connection";
import { pathOf, stepOf } from "~/domain/route-table";
import { fundingSourceSchema } from "~/server/form-schemas.server";
import { launchDownsellOffer } from "~/features/downsell/downsell.server";
import { completeStep, requireOffer } from "~/features/flow/flow.server";
import { constraintOf, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import type { SelectedApplication } from "~/session/data";
import { backHrefFor, fundingFigures, refreshedApplication } from "~/features/status/status-screen.server";
import {
  pathForApplication,
  requireStatusAccess,
  statusCheckFundingApplication,
} from "~/features/status/status.server";
import { depositFiguresOf, isFundingRetry, requireOpenStep } from "~/features/submission/submission.server";
import { formState } from "~/server/form-screen.server";
import styles from "~/styles/funding.css";
import { stylesheet, SubmitButton, ScreenForm } from "~/components/form-screen";

const PATH = pathOf("fundingSource");
const RETRY_CODE = "FundFailure";
const LATER_VIEW = "later";
const NAMESPACES = ["funding", "fundingSource"] as const;

export const links = stylesheet(styles);

export const { clientAction, shouldRevalidate } = offlineKeeping;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translateFromMatches(matches);
  if (data?.mode === "status" && data.view === LATER_VIEW) return [{ title: t("fundingSource.laterTitle") }];
  const title = t("funding.title");
  // The declined payment's alert counts as an error too (issue 12 item 8).
  const prefix = data?.hasErrors || data?.retry ? t("errors.titlePrefix") : "";
  return [{ title: `${prefix}${data?.mode === "status" ? title : t("funding.titleStep", { title })}` }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const existing = statusCheckFundingApplication(context);
  if (existing) return statusCheckLoader(request, context, existing);
  const draft = requireOpenStep(context, "fundingSource");
  const offer = await requireOffer(context, draft.cardType ?? "basic");
  const state = await formState(context, PATH, ...NAMESPACES);
  return {
    mode: "flow" as const,
    cardName: offer.name,
    figures: depositFiguresOf(draft),
    retry: isFundingRetry(context.session.data),
    ...state,
    constraint: constraintOf(fundingSourceSchema),
    defaults: { fundingType: draft.fundingType ?? (draft.fundToday === false ? "FDL" : undefined) },
  };
}

/** SPEC §4.1 FundFailure 'back to funding source to retry' (ADR 0051): any other status goes to its own screen. */
async function statusCheckLoader(request: Request, context: AppLoadContext, selected: SelectedApplication) {
  requireStatusAccess(context);
  const app = await refreshedApplication(context, selected);
  if (app.responseCode !== RETRY_CODE) {
    throw redirect(pathForApplication(context, app));
  }
  const funding = await fundingFigures(context, app);
  const state = await formState(context, PATH, ...NAMESPACES);
  return {
    mode: "status" as const,
    retry: true,
    view: new URL(request.url).searchParams.get("view") === LATER_VIEW ? LATER_VIEW : null,
    productName: app.productName ?? null,
    creditLine: funding?.creditLimit ?? null,
    remaining: funding?.remaining ?? null,
    daysLeftToFund: funding?.daysLeftToFund ?? null,
    backHref: backHrefFor(context),
    homeUrl: context.homeUrl,
    ...state,
    constraint: constraintOf(fundingSourceSchema),
    defaults: { fundingType: undefined },
  };
}

/** 'Fund later' changes nothing at the bank (no call, nothing charged) and says how to fund later (ADR 0051). */
async function statusCheckAction(form: FormData, context: AppLoadContext) {
  requireStatusAccess(context);
  const submission = parseSubmission(form, fundingSourceSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  if (submission.value.fundingType === "DBT") return redirect(pathOf("fundingPayment"), 303);
  return redirect(`${PATH}?view=${LATER_VIEW}`, 303);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, fundingSourceSchema);
  if (statusCheckFundingApplication(context)) return statusCheckAction(form, context);
  requireOpenStep(context, "fundingSource", 303);
  const submission = parseSubmission(form, fundingSourceSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());

  const { session } = context;
  const draft = session.data.draft;
  const cardType = draft.cardType ?? "basic";
  track(context, fundingSourceNextEvents(cardType), { step_name: "funding_source" });

  if (submission.value.fundingType === "DBT") {
    session.data.draft = { ...draft, fundingType: "DBT", fundToday: true };
    completeStep(context, "fundingSource");
    return redirect(pathOf("fundingPayment"), 303);
  }

  // Fund later: no card is needed, so none is kept.
  context.cards.delete(session.id);
  session.data.draft = { ...draft, fundingType: "FDL", fundToday: false, paymentAmount: undefined };
  completeStep(context, "fundingSource");
  const downsell = await launchDownsellOffer(context);
  return redirect(pathOf(downsell ? "launchDownsell" : "creditLineFundLater"), 303);
}

export default function FundingSource() {
  const data = useLoaderData<typeof loader>();
  if (data.mode === "status" && data.view === LATER_VIEW) {
    return <FundLater remaining={data.remaining} daysLeftToFund={data.daysLeftToFund} homeUrl={data.homeUrl} />;
  }
  return <FundingChoice />;
}

function FundLater({
  remaining,
  daysLeftToFund,
  homeUrl,
}: {
  remaining: number | null;
  daysLeftToFund: number | null;
  homeUrl: string;
}) {
  const t = useT();
  const strong = (inner: string) => <strong>{inner}</strong>;
  return (
    <FlowLayout backHref={PATH} title={t("fundingSource.laterTitle")}>
      <p>{t("fundingSource.laterUnchanged")}</p>
      {remaining !== null && daysLeftToFund !== null ? (
        <p>
          {richText(t("fundingSource.laterDaysLeft", { days: daysLeftToFund, amount: formatMoney(remaining) }), {
            strong,
          })}
        </p>
      ) : null}
      <p>{richText(t("fundingSource.laterHowTo", { option: t("fundingSource.fundNow") }), { strong })}</p>
      <p className="form__actions form__actions--stack">
        <a className="button button--primary" href={homeUrl}>
          {t("fundingSource.okGotIt")}
        </a>
        <a className="button button--secondary" href={PATH}>
          {t("fundingSource.fundNowInstead")}
        </a>
      </p>
    </FlowLayout>
  );
}

function FundingChoice() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const status = data.mode === "status" ? data : null;
  const flow = data.mode === "flow" ? data : null;
  const { fields, ...screenForm } = useScreenForm("funding-source", data, {
    pageError: Boolean(status || flow?.retry),
  });
  const due = status ? status.remaining : (flow?.figures?.toPay ?? null);
  const dueText = due === null ? t(status ? "fundingSource.dueRest" : "fundingSource.dueDeposit") : formatMoney(due);
  const strong = (inner: string) => <strong>{inner}</strong>;
  const laterDetail = status
    ? status.daysLeftToFund !== null
      ? t("fundingSource.fundLaterDaysLeft", { days: status.daysLeftToFund })
      : t("fundingSource.fundLaterOpen")
    : t("fundingSource.fundLaterFlow", { days: DAYS_LEFT_TO_FUND_DEFAULT });

  return (
    <FlowLayout
      backHref={status ? status.backHref : pathOf("mailingAddress")}
      step={status ? undefined : stepOf("fundingSource")}
      title={t("funding.title")}
      lead={
        flow?.figures ? (
          <>
            <p>
              {richText(
                t("fundingSource.leadFlow", {
                  card: flow.cardName,
                  creditLine: formatMoney(flow.figures.creditLine),
                  deposit: formatMoney(flow.figures.deposit),
                }),
                { strong },
              )}
            </p>
            {/* With a promotion, the part the bank adds and the applicant's part (ADR 0011). */}
            {flow.figures.promotionalCredit > 0 ? <DepositFacts figures={flow.figures} /> : null}
          </>
        ) : status && status.creditLine !== null && status.remaining !== null ? (
          <p>
            {richText(
              t("fundingSource.leadStatus", {
                card: status.productName ?? t("fundingSource.cardFallback"),
                creditLine: formatMoney(status.creditLine),
                remaining: formatMoney(status.remaining),
              }),
              { strong },
            )}
          </p>
        ) : null
      }
      alert={
        status || flow?.retry ? (
          <PageAlert kind="error" title={t("funding.declinedTitle")} focus={screenForm.summary.length === 0}>
            <p>{t("funding.declinedMessage")}</p>
            <p>{t("funding.declinedHelp")}</p>
          </PageAlert>
        ) : null
      }
    >
      <ScreenForm flow={screenForm}>
        <RadioGroup
          meta={fields.fundingType}
          legend={t("fundingSource.legend")}
          options={[
            {
              value: "DBT",
              label: (
                <>
                  {t("fundingSource.fundNow")}{" "}
                  <span className="radio__detail">{t("fundingSource.fundNowDetail", { due: dueText })}</span>
                </>
              ),
            },
            {
              value: "FDL",
              label: (
                <>
                  {t("fundingSource.fundLater")} <span className="radio__detail">{laterDetail}</span>
                </>
              ),
            },
          ]}
        />
        <SubmitButton>{t("funding.next")}</SubmitButton>
      </ScreenForm>
      <HelpTray>
        <p>{t("fundingSource.helpCreditLine")}</p>
        {status ? null : <p>{t("fundingSource.helpFundToday", { days: DAYS_LEFT_TO_FUND_DEFAULT })}</p>}
        <p>{t("fundingSource.helpCards")}</p>
      </HelpTray>
    </FlowLayout>
  );
}
