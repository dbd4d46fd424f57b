import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { identityConfirmNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { FlowLayout } from "~/components/flow-layout";
import { AddressLines } from "~/components/edit-home-address";
import { identityFieldHref } from "~/components/identity-form";
import { addressLines } from "~/domain/address-format";
import { printedName } from "~/domain/input-filters";
import { formatDateLong, parseDateOfBirth } from "~/domain/birth-date";
import { pathOf, stepOf } from "~/domain/route-table";
import { lastFour, maskSsn } from "~/domain/ssn";
import { completeStep, reopenStep } from "~/features/flow/flow.server";
import { requireOpenStep } from "~/features/submission/submission.server";
import { readForm, takeNotice } from "~/session/form.server";
import { noticeText } from "~/features/downsell/downsell.server";
import { getPii } from "~/session/pii.server";
import styles from "~/styles/identity-address.css";
import { FormGuard, screenHead, SubmitButton, useSubmitting } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { LOCALE_TAG } from "~/i18n/locales";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";

const IDENTITY = pathOf("identity");

export const { links, meta } = screenHead(styles, "identityConfirm.metaTitle");

/** Null when SSN or date of birth cannot be read (e.g. a new secret): the identity step is answered again. */
function identityOf(context: AppLoadContext) {
  const { draft } = context.session.data;
  const pii = getPii(context);
  const birth = pii ? parseDateOfBirth(pii.dateOfBirth) : null;
  if (!pii || !birth || !draft.firstName || !draft.lastName || !draft.homeAddress) return null;
  return { draft, pii, birth, homeAddress: draft.homeAddress, firstName: draft.firstName, lastName: draft.lastName };
}

function cardNameIfDifferent(first: string, last: string): string | null {
  const printed = `${printedName(first)} ${printedName(last)}`;
  return printed === `${first} ${last}` ? null : printed;
}

async function answerAgain(context: AppLoadContext) {
  reopenStep(context, "identity");
  reopenStep(context, "identityConfirm");
  return redirect(IDENTITY, 303);
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireOpenStep(context, "identityConfirm");
  const identity = identityOf(context);
  if (!identity) throw await answerAgain(context);
  const { pii, birth, homeAddress, firstName, lastName } = identity;
  const notice = await takeNotice(context, pathOf("identityConfirm"));
  const locale = localeOf(context);
  return {
    texts: pageTexts(context, "identityConfirm"),
    notice: notice ? await noticeText(context, notice) : null,
    name: `${firstName} ${lastName}`,
    // The bank prints names without accents: said where the card will differ from what was typed.
    cardName: cardNameIfDifferent(firstName, lastName),
    dateOfBirth: formatDateLong(birth, LOCALE_TAG[locale]),
    // Only the last 4 digits ever leave the server.
    ssnMasked: maskSsn(pii.ssn),
    ssnLast4: lastFour(pii.ssn),
    address: addressLines(homeAddress),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context, []);
  requireOpenStep(context, "identityConfirm", 303);
  if (!identityOf(context)) return answerAgain(context);
  completeStep(context, "identityConfirm");
  track(context, identityConfirmNextEvents(context.session.data.draft.cardType ?? "basic"), {
    step_name: "identity_confirm",
  });
  return redirect(pathOf("mailingAddress"), 303);
}

export default function IdentityConfirm() {
  const data = useLoaderData<typeof loader>();
  const submitting = useSubmitting();
  const t = useT();
  const rows = [
    {
      key: t("identityConfirm.name"),
      value: (
        <>
          {data.name}
          {data.cardName ? (
            <>
              {" "}
              <span className="summary-list__hint">{t("identityConfirm.cardName", { name: data.cardName })}</span>
            </>
          ) : null}
        </>
      ),
      href: identityFieldHref(IDENTITY, "firstName"),
      edit: t("identityConfirm.editName"),
    },
    {
      key: t("identityConfirm.dateOfBirth"),
      value: <>{data.dateOfBirth}</>,
      href: identityFieldHref(IDENTITY, "birthMonth"),
      edit: t("identityConfirm.editDateOfBirth"),
    },
    {
      key: t("identityConfirm.ssn"),
      value: (
        <>
          <span aria-hidden="true">{data.ssnMasked}</span>{" "}
          <span className="visually-hidden">
            {t("identityConfirm.ssnEnding", { digits: data.ssnLast4.split("").join(" ") })}
          </span>
        </>
      ),
      href: identityFieldHref(IDENTITY, "ssn"),
      edit: t("identityConfirm.editSsn"),
    },
    {
      key: t("identityConfirm.homeAddress"),
      value: <AddressLines lines={data.address} />,
      href: identityFieldHref(IDENTITY, "addressLine1"),
      edit: t("identityConfirm.editHomeAddress"),
    },
  ];
  return (
    <FlowLayout
      backHref={IDENTITY}
      step={stepOf("identityConfirm")}
      title={t("identityConfirm.title")}
      lead={<p>{t("identityConfirm.lead")}</p>}
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
                {richText(row.edit, { hidden: (inner) => <span className="visually-hidden">{inner}</span> })}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="form">
        <FormGuard />
        <SubmitButton busy={submitting}>{t("identityConfirm.confirm")}</SubmitButton>
      </Form>
    </FlowLayout>
  );
}
