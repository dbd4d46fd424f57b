import { getFormProps } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { ProcessingPage } from "~/components/processing";
import { Facts } from "~/components/facts";
import { useDepositFactRows } from "~/components/deposit-figures";
import { CheckboxField } from "~/components/fields";
import { useScreenForm } from "~/components/screen-form";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import { disclosuresHref } from "~/domain/disclosures";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { termsSchema } from "~/server/form-schemas.server";
import { requireOffer } from "~/features/flow/flow.server";
import { constraintOf, takeNotice } from "~/session/form.server";
import { depositFiguresOf, requireOpenStep } from "~/features/submission/submission.server";
import styles from "~/styles/funding.css";
import { noFormAction } from "~/features/routing/no-form.server";
import { formState } from "~/server/form-screen.server";
import { FormGuard, screenHead, SubmitButton } from "~/components/form-screen";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { translateMessage } from "~/i18n/validation.server";

const TERMS_PATH = pathOf("terms");
const SUBMIT_PATH = pathOf("submit");

export const { links, meta } = screenHead(styles, "terms.metaTitle");

/** SPEC §2.2 step 9: 'Submit' posts to /submit-application. */
export async function loader({ context }: LoaderFunctionArgs) {
  const draft = requireOpenStep(context, "terms");
  const cardType = draft.cardType ?? "basic";
  const offer = await requireOffer(context, cardType);
  const state = await formState(context, TERMS_PATH, "terms");
  const notice = await takeNotice(context, TERMS_PATH);
  const debit = draft.fundingType === "DBT";
  const figures = depositFiguresOf(draft);
  const locale = localeOf(context);
  return {
    cardName: offer.name,
    cardType,
    figures,
    funding: debit
      ? {
          kind: "debit" as const,
          amount: draft.fundToday === false ? (draft.paymentAmount ?? null) : (figures?.toPay ?? null),
        }
      : { kind: "later" as const, days: DAYS_LEFT_TO_FUND_DEFAULT },
    backHref: debit ? pathOf("fundingPayment") : pathOf("creditLineFundLater"),
    notice: notice ? translateMessage(notice, serverTranslate(locale)) : null,
    ...state,
    constraint: constraintOf(termsSchema),
    defaults: {
      eSignConsent: draft.eSignConsent ? "on" : undefined,
      termsAndConditions: draft.termsAndConditions ? "on" : undefined,
    },
  };
}

export default function TermsAndConditions() {
  const navigation = useNavigation();
  const t = useT();
  // Only a post that can be sent: one without both consents gets errors back, and 'sending' would be false.
  const submitting =
    navigation.state !== "idle" && navigation.formAction === SUBMIT_PATH && bothConsentsGiven(navigation.formData);

  if (submitting) {
    return (
      <ProcessingPage
        title={t("terms.submittingTitle")}
        lines={[t("terms.sending"), t("terms.doNotClose")]}
        announceAsPage
      />
    );
  }
  return <TermsForm />;
}

function bothConsentsGiven(posted: FormData | undefined): boolean {
  return CONSENTS.every((name) => posted?.has(name) === true);
}

const CONSENTS = ["eSignConsent", "termsAndConditions"] as const satisfies ReadonlyArray<
  keyof Awaited<ReturnType<typeof loader>>["defaults"]
>;

function TermsForm() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { fields, ...flow } = useScreenForm("terms", data);
  const depositRows = useDepositFactRows(data.figures);
  const funding = data.funding;
  return (
    <FlowLayout backHref={data.backHref} step={stepOf("terms")} title={t("terms.title")}>
      {data.notice ? (
        <div className="alert alert--warning" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      <ErrorSummary errors={flow.summary} answer={flow.answer} />
      <Facts
        rows={[
          [t("terms.factCard"), data.cardName],
          ...depositRows,
          [
            t("terms.factFunding"),
            funding.kind === "debit"
              ? funding.amount !== null
                ? t("terms.fundingDebitAmount", { amount: formatMoney(funding.amount) })
                : t("terms.fundingDebit")
              : t("terms.fundingLater", { days: funding.days }),
          ],
        ]}
      />
      <h2 className="section-title">{t("terms.readFirst")}</h2>
      <ul className="link-list">
        {(
          [
            ["esign", t("terms.linkEsign")],
            ["terms", t("terms.linkTerms")],
            ["rates", t("terms.linkRates")],
            ["privacy", t("terms.linkPrivacy")],
            ["state", t("terms.linkState")],
          ] as const
        ).map(([section, text]) => (
          <li key={section}>
            <a href={disclosuresHref(section, data.cardType)}>{text}</a>
          </li>
        ))}
      </ul>
      <Form method="post" action={SUBMIT_PATH} {...getFormProps(flow.form, { ariaAttributes: false })} className="form">
        <FormGuard />
        <CheckboxField meta={fields.eSignConsent} label={t("terms.eSignLabel")} />
        <CheckboxField meta={fields.termsAndConditions} label={t("terms.termsLabel")} />
        <SubmitButton>{t("terms.submit")}</SubmitButton>
      </Form>
      <HelpTray paragraphs={[t("terms.helpEsign"), t("terms.helpReview")]} />
    </FlowLayout>
  );
}

export const action = noFormAction;
