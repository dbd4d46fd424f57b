import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { identityConfirmNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { FlowLayout } from "~/components/flow-layout";
import { AddressLines } from "~/components/edit-home-address";
import { identityFieldHref } from "~/components/identity-form";
import { addressLines } from "~/domain/address-format";
import { formatDateLong, parseDateOfBirth } from "~/domain/birth-date";
import { pathOf, stepOf } from "~/domain/route-table";
import { lastFour, maskSsn } from "~/domain/ssn";
import { completeStep, reopenStep, requireStep } from "~/features/flow/flow.server";
import { readForm, takeNotice } from "~/session/form.server";
import { getPii } from "~/session/pii.server";
import styles from "~/styles/identity-address.css";
import { FormGuard, screenTitle, stylesheet, SubmitButton } from "~/components/form-screen";

const IDENTITY = pathOf("identity");

export const links = stylesheet(styles);

export const meta = screenTitle("Confirm your details – Step 6 of 9");

/**
 * The identity answers, or null when they cannot be shown (no SSN/date of birth readable, e.g. the
 * server's secret changed): then the identity step has to be answered again.
 */
function identityOf(context: AppLoadContext) {
  const { draft } = context.session.data;
  const pii = getPii(context);
  const birth = pii ? parseDateOfBirth(pii.dateOfBirth) : null;
  if (!pii || !birth || !draft.firstName || !draft.lastName || !draft.homeAddress) return null;
  return { draft, pii, birth, homeAddress: draft.homeAddress };
}

async function answerAgain(context: AppLoadContext) {
  reopenStep(context, "identity");
  reopenStep(context, "identityConfirm");
  return redirect(IDENTITY, 303);
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireStep(context, "identityConfirm");
  const identity = identityOf(context);
  if (!identity) throw await answerAgain(context);
  const { draft, pii, birth, homeAddress } = identity;
  const notice = await takeNotice(context, pathOf("identityConfirm"));
  return {
    notice: notice ?? null,
    name: `${draft.firstName} ${draft.lastName}`,
    dateOfBirth: formatDateLong(birth),
    // Only the last 4 digits ever leave the server.
    ssnMasked: maskSsn(pii.ssn),
    ssnLast4: lastFour(pii.ssn),
    address: addressLines(homeAddress),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context, []);
  requireStep(context, "identityConfirm");
  if (!identityOf(context)) return answerAgain(context);
  completeStep(context, "identityConfirm");
  track(context, identityConfirmNextEvents(context.session.data.draft.cardType ?? "basic"), {
    step_name: "identity_confirm",
  });
  return redirect(pathOf("mailingAddress"), 303);
}

export default function IdentityConfirm() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const rows = [
    { key: "Name", value: <>{data.name}</>, href: identityFieldHref(IDENTITY, "firstName"), what: "name" },
    {
      key: "Date of birth",
      value: <>{data.dateOfBirth}</>,
      href: identityFieldHref(IDENTITY, "birthMonth"),
      what: "date of birth",
    },
    {
      key: "SSN or ITIN",
      value: (
        <>
          <span aria-hidden="true">{data.ssnMasked}</span>
          <span className="visually-hidden">ending in {data.ssnLast4.split("").join(" ")}</span>
        </>
      ),
      href: identityFieldHref(IDENTITY, "ssn"),
      what: "SSN or ITIN",
    },
    {
      key: "Home address",
      value: <AddressLines lines={data.address} />,
      href: identityFieldHref(IDENTITY, "addressLine1"),
      what: "home address",
    },
  ];
  return (
    <FlowLayout
      backHref={IDENTITY}
      step={stepOf("identityConfirm")}
      title="Confirm your details"
      lead={<p>Check that these details are right. They must match your records to verify your identity.</p>}
    >
      {data.notice ? (
        <div className="alert alert--success" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      <dl className="summary-list">
        {rows.map((row) => (
          <div className="summary-list__row" key={row.key}>
            <dt className="summary-list__key">{row.key}</dt>
            <dd className="summary-list__value">{row.value}</dd>
            <dd className="summary-list__actions">
              <Link to={row.href}>
                Edit<span className="visually-hidden"> {row.what}</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="form">
        <FormGuard />
        <SubmitButton busy={submitting}>Confirm</SubmitButton>
      </Form>
    </FlowLayout>
  );
}
