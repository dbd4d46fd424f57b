import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { completeStep, requireStep } from "~/features/flow/flow.server";
import { readForm } from "~/session/form.server";
import { depositOf, requireNotSubmitted } from "~/features/submission/submission.server";
import styles from "~/styles/funding.css";
import { FormGuard, screenTitle, stylesheet } from "~/components/form-screen";

export const links = stylesheet(styles);

export const meta = screenTitle("Fund your deposit later – Step 8 of 9");

/** Credit line fund later (SPEC §2.2): what funding later means and what happens next. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireNotSubmitted(context);
  requireStep(context, "fundingSource");
  const { draft } = context.session.data;
  return { deposit: depositOf(draft), daysToFund: DAYS_LEFT_TO_FUND_DEFAULT };
}

/** 'Continue': the application goes on funded later (FDL) to the terms. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context, []);
  requireNotSubmitted(context, 303);
  requireStep(context, "fundingSource");
  const { session } = context;
  context.cards.delete(session.id);
  session.data.draft = { ...session.data.draft, fundingType: "FDL", fundToday: false, paymentAmount: undefined };
  completeStep(context, "fundingSource");
  return redirect(pathOf("terms"), 303);
}

export default function CreditLineFundLater() {
  const { deposit, daysToFund } = useLoaderData<typeof loader>();
  const amount = deposit === null ? "your security deposit" : `your ${formatMoney(deposit)} security deposit`;
  return (
    <FlowLayout backHref={pathOf("fundingSource")} step={stepOf("fundingSource")} title="Fund your deposit later">
      <p>You can submit your application now and fund {amount} later.</p>
      <h2 className="section-title">What happens next</h2>
      <ol className="steps-list">
        <li>You accept the terms and submit your application.</li>
        <li>We review your application and email you our decision.</li>
        <li>
          If you are approved, we email you how to fund your deposit. You have <strong>{daysToFund} days</strong> from
          your application to fund it, and you can pay by debit card any time from{" "}
          <a href={pathOf("checkStatus")}>Check application status</a>.
        </li>
        <li>When your deposit is received, we open your account and mail your card.</li>
      </ol>
      <p>If your deposit is not received within {daysToFund} days, your application is closed.</p>
      <Form method="post" className="form">
        <FormGuard />
        <div className="form__actions form__actions--stack">
          <button type="submit" className="button button--primary">
            Continue
          </button>
          <a className="button button--secondary" href={pathOf("creditLineConfirm")}>
            I want to fund today
          </a>
        </div>
      </Form>
      <HelpTray>
        <p>Your credit line is set by your security deposit, and the deposit is refundable.</p>
        <p>Funding sooner means your card can be on its way sooner.</p>
      </HelpTray>
    </FlowLayout>
  );
}
