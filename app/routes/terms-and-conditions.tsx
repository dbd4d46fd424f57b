import { getFormProps, type FieldMetadata } from "~/components/flow-form";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { Facts } from "~/components/facts";
import { CheckboxField } from "~/components/fields";
import { useFlowForm } from "~/components/use-flow-form";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import { disclosuresHref } from "~/domain/disclosures";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { termsSchema } from "~/server/form-schemas.server";
import { requireOffer, requireStep } from "~/features/flow/flow.server";
import { constraintOf, takeNotice } from "~/session/form.server";
import { creditLineOf, depositOf, requireNotSubmitted } from "~/features/submission/submission.server";
import styles from "~/styles/funding.css";
import { noFormAction } from "~/features/routing/no-form.server";
import { formState } from "~/server/form-screen.server";
import { FormGuard, screenTitle, stylesheet, SubmitButton } from "~/components/form-screen";

const TERMS_PATH = pathOf("terms");
const SUBMIT_PATH = pathOf("submit");

export const links = stylesheet(styles);

export const meta = screenTitle("Terms and conditions – Step 9 of 9");

/** Terms (SPEC §2.2 step 9): e-sign consent first, then the terms; 'Submit' posts to /submit-application. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireNotSubmitted(context);
  requireStep(context, "terms");
  const { draft } = context.session.data;
  const cardType = draft.cardType ?? "basic";
  const offer = await requireOffer(context, cardType);
  const state = await formState(context, TERMS_PATH);
  const notice = await takeNotice(context, TERMS_PATH);
  const debit = draft.fundingType === "DBT";
  const deposit = depositOf(draft);
  return {
    cardName: offer.name,
    cardType,
    creditLine: creditLineOf(draft),
    deposit,
    funding: debit
      ? { kind: "debit" as const, amount: draft.fundToday === false ? (draft.paymentAmount ?? null) : deposit }
      : { kind: "later" as const, days: DAYS_LEFT_TO_FUND_DEFAULT },
    backHref: debit ? pathOf("fundingPayment") : pathOf("creditLineFundLater"),
    notice: notice ?? null,
    ...state,
    constraint: constraintOf(termsSchema),
    defaults: {
      eSignConsent: draft.eSignConsent ? "on" : undefined,
      termsAndConditions: draft.termsAndConditions ? "on" : undefined,
    },
  };
}

export default function TermsAndConditions() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm({
    id: "terms",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
  });
  const submitting = navigation.state !== "idle" && navigation.formAction === SUBMIT_PATH;

  if (submitting) {
    return (
      <FlowLayout title="Submitting your application" announceAsPage>
        <div className="processing" role="status">
          <span className="processing__spinner" aria-hidden="true" />
          <p>We are sending your application. This can take a moment.</p>
          <p>Please do not close or refresh this page.</p>
        </div>
      </FlowLayout>
    );
  }

  return (
    <FlowLayout backHref={data.backHref} step={stepOf("terms")} title="Terms and conditions">
      {data.notice ? (
        <div className="alert alert--warning" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      <ErrorSummary errors={summary} attempt={attempt} />
      <Facts
        rows={[
          ["Card", data.cardName],
          data.creditLine !== null ? ["Credit line", formatMoney(data.creditLine)] : null,
          data.deposit !== null ? ["Refundable security deposit", formatMoney(data.deposit)] : null,
          [
            "Funding",
            data.funding.kind === "debit"
              ? `Debit card today${data.funding.amount !== null ? `: ${formatMoney(data.funding.amount)}` : ""}`
              : `Later, within ${data.funding.days} days`,
          ],
        ]}
      />
      <h2 className="section-title">Please read before you agree</h2>
      <ul className="link-list">
        <li>
          <a href={disclosuresHref("esign", data.cardType)}>E-Sign Consent</a>
        </li>
        <li>
          <a href={disclosuresHref("terms", data.cardType)}>Terms and Conditions and Cardholder Agreement</a>
        </li>
        <li>
          <a href={disclosuresHref("rates", data.cardType)}>Rates and fees</a>
        </li>
        <li>
          <a href={disclosuresHref("privacy", data.cardType)}>Privacy</a>
        </li>
        <li>
          <a href={disclosuresHref("state", data.cardType)}>State notices</a>
        </li>
      </ul>
      <Form
        method="post"
        action={SUBMIT_PATH}
        {...getFormProps(form)}
        onSubmitCapture={onSubmitCapture}
        className="form"
      >
        <FormGuard />
        <CheckboxField
          meta={fields.eSignConsent as FieldMetadata<boolean | undefined>}
          label="I agree to the E-Sign Consent and to receive my disclosures and documents electronically."
        />
        <CheckboxField
          meta={fields.termsAndConditions as FieldMetadata<boolean | undefined>}
          label="I have read and agree to the Terms and Conditions and the Cardholder Agreement."
        />
        <SubmitButton>Submit</SubmitButton>
      </Form>
      <HelpTray>
        <p>The E-Sign Consent lets us give you your disclosures, statements and notices electronically.</p>
        <p>Once you submit, we review your application and let you know our decision.</p>
      </HelpTray>
    </FlowLayout>
  );
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
