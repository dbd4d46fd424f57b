import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FlowLayout } from "~/components/flow-layout";
import { CARD_LABEL, cardTypeFromPrn } from "~/domain/products";
import { pathOf } from "~/domain/route-table";
import { chooseApplicationSchema as chooseSchema, MSG_KEY } from "~/server/form-schemas.server";
import { statusLabel } from "~/domain/status-codes";
import { formatSubmittedDate } from "~/domain/status-screens";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { readForm, rejectForm, parseSubmission } from "~/session/form.server";
import { pathForApplication, requireStatusAccess, toSelectedApplication } from "~/features/status/status.server";
import { formState } from "~/server/form-screen.server";
import styles from "~/styles/status.css";
import { serverTranslate } from "~/i18n/catalogues.server";
import { translateStatusLabel } from "~/i18n/labels.server";
import { localeOf } from "~/i18n/locale.server";
import { LOCALE_TAG } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { translateMessage } from "~/i18n/validation.server";
import { FormGuard, screenHead } from "~/components/form-screen";

const PATH = pathOf("statusList");

export const { links, meta } = screenHead(styles, "statusList.title");

async function applications(context: LoaderFunctionArgs["context"]) {
  try {
    return await bankFor(context).getApplicationsStatus();
  } catch (error) {
    throw await bankFailure(context, error);
  }
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireStatusAccess(context);
  const list = await applications(context);
  // None or one: nothing to choose (SPEC §4.2); the status view decides.
  if (list.length <= 1) return redirect(pathOf("viewApplication"));
  const { hasErrors, texts } = await formState(context, PATH, "statusList");
  const locale = localeOf(context);
  const t = serverTranslate(locale);
  return {
    hasErrors,
    texts,
    error: hasErrors ? translateMessage(MSG_KEY.applicationNotFound, t) : null,
    applications: list.map((item) => ({
      applicationId: item.applicationID,
      // The bank's product name as it sends it; else our card's name (SPEC §3's names stay English).
      product: item.productName ?? t("statusList.cardName", { card: CARD_LABEL[cardTypeFromPrn(item.prn)] }),
      submitted: formatSubmittedDate(item.submittedDateUtc, LOCALE_TAG[locale]),
      status: translateStatusLabel(statusLabel(item.responseCode), t),
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, chooseSchema);
  requireStatusAccess(context);
  const submission = parseSubmission(form, chooseSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  // The id is checked against the bank's own list: a tampered id selects nothing.
  const list = await applications(context);
  const item = list.find((a) => a.applicationID === submission.value.applicationId);
  if (!item) return rejectForm(context, PATH, submission.reply({ formErrors: [MSG_KEY.applicationNotFound] }));
  const selected = { ...toSelectedApplication(item), checkedAt: context.now() };
  context.session.data.selectedApplication = selected;
  context.session.data.documentTypes = undefined;
  return redirect(pathForApplication(context, selected), 303);
}

export default function CheckMyApplicationStatus() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <FlowLayout backHref={pathOf("checkStatus")} title={t("statusList.title")} lead={<p>{t("statusList.lead")}</p>}>
      {data.error ? (
        <div className="alert alert--error" role="alert">
          <p>{data.error}</p>
        </div>
      ) : null}
      <Form method="post" className="status-choices">
        <FormGuard />
        <ul className="status-choices__list">
          {data.applications.map((app) => (
            <li className="status-choice" key={app.applicationId}>
              <h2 className="status-choice__title">{app.product}</h2>
              <dl className="status-summary">
                <div className="status-summary__row">
                  <dt>{t("statusList.submitted")}</dt>
                  <dd>{app.submitted ?? t("statusList.notKnown")}</dd>
                </div>
                <div className="status-summary__row">
                  <dt>{t("statusList.status")}</dt>
                  <dd>{app.status}</dd>
                </div>
                <div className="status-summary__row">
                  <dt>{t("statusList.applicationNumber")}</dt>
                  <dd>{app.applicationId}</dd>
                </div>
              </dl>
              <button type="submit" name="applicationId" value={app.applicationId} className="button button--secondary">
                {t("statusList.view")}
                <span className="visually-hidden">
                  {" "}
                  {t("statusList.viewHidden", { product: app.product, applicationId: app.applicationId })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </FlowLayout>
  );
}
