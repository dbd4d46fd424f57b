import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useRef, useState } from "react";
import { mailingAddressNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { AddressFields } from "~/components/address-fields";
import { AddressLines, EDIT_HOME_ADDRESS_PATH, EditHomeAddressDialog } from "~/components/edit-home-address";
import { ErrorSummary } from "~/components/error-summary";
import { RadioGroup } from "~/components/radio-group";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { useScreenForm } from "~/components/screen-form";
import { addressLines } from "~/domain/address-format";
import { ADDRESS_LINE1_MAX } from "~/domain/constants";
import { pathOf, stepOf } from "~/domain/route-table";
import { addressDefaults, addressOf, mailingAddressSchema } from "~/server/form-schemas.server";
import { stateOptions } from "~/i18n/labels.server";
import { localeOf } from "~/i18n/locale.server";
import { completeStep } from "~/features/flow/flow.server";
import { requireOpenStep } from "~/features/submission/submission.server";
import { constraintOf, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import styles from "~/styles/identity-address.css";
import { ConnectionLostAlert, FormGuard, formScreen, SubmitButton } from "~/components/form-screen";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";
import { formState } from "~/server/form-screen.server";
import { getFormProps } from "@conform-to/react";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "mailingAddress",
  styles,
  "mailing.metaTitle",
);

// A post that gets no answer keeps the page and the PO box typed (ADR 0002).

function homeAddressOf(context: AppLoadContext) {
  const home = context.session.data.draft.homeAddress;
  if (!home) throw redirect(pathOf("identity"), 303);
  return home;
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireOpenStep(context, "mailingAddress");
  const home = homeAddressOf(context);
  const { draft } = context.session.data;
  const box = draft.mailToType === "pobox" ? draft.mailingAddress : null;
  return {
    ...(await formState(context, PATH, "mailing")),
    constraint: constraintOf(mailingAddressSchema),
    home: addressLines(home),
    stateOptions: stateOptions(localeOf(context)),
    defaults: {
      mailToType: draft.mailToType,
      ...addressDefaults(box),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, mailingAddressSchema);
  requireOpenStep(context, "mailingAddress", 303);
  const home = homeAddressOf(context);
  const submission = parseSubmission(form, mailingAddressSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  const value = submission.value;
  const draft = context.session.data.draft;
  context.session.data.draft =
    value.mailToType === "home"
      ? // SPEC §7 submitLead sends both addresses: mail to home is the home address itself.
        { ...draft, mailToType: "home", mailingAddress: { ...home } }
      : {
          ...draft,
          mailToType: "pobox",
          mailingAddress: addressOf(value),
        };
  completeStep(context, "mailingAddress");
  track(context, mailingAddressNextEvents(draft.cardType ?? "basic"), { step_name: "mailing_address" });
  return redirect(pathOf("fundingSource"), 303);
}

export default function MailingAddress() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const t = useT();
  const editLink = useRef<HTMLAnchorElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { fields, ...flow } = useScreenForm("mailing", data);
  const choice = fields.mailToType.value ?? data.defaults.mailToType;
  // Without JavaScript the PO box fields are always there; with it, only once that choice is made.
  const showBox = !hydrated || choice === "pobox";

  return (
    <FlowLayout backHref={pathOf("identityConfirm")} step={stepOf("mailingAddress")} title={t("mailing.title")}>
      <ErrorSummary errors={flow.summary} answer={flow.answer} />
      <ConnectionLostAlert />
      <section className="home-address" aria-labelledby="home-address-title">
        <div className="home-address__head">
          <h2 className="home-address__title" id="home-address-title">
            {t("mailing.homeTitle")}
          </h2>
          <Link
            ref={editLink}
            to={EDIT_HOME_ADDRESS_PATH}
            className="home-address__edit"
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              setDialogOpen(true);
            }}
          >
            {richText(t("mailing.editHome"), {
              hidden: (inner) => <span className="visually-hidden">{inner}</span>,
            })}
          </Link>
        </div>
        <AddressLines lines={data.home} />
      </section>
      <Form method="post" {...getFormProps(flow.form, { ariaAttributes: false })} className="form">
        <FormGuard />
        <RadioGroup
          meta={fields.mailToType}
          legend={t("mailing.question")}
          options={[
            { value: "home", label: t("mailing.sameAsHome") },
            { value: "pobox", label: t("mailing.poBox") },
          ]}
        />
        <div className="mailing-box" hidden={!showBox}>
          {hydrated ? null : <p className="field__hint">{t("mailing.poBoxOnlyIf")}</p>}
          <AddressFields
            legend={t("mailing.poBoxLegend")}
            fields={fields}
            section="mailing"
            stateOptions={data.stateOptions}
            line1Max={ADDRESS_LINE1_MAX}
            line1Hint={t("mailing.poBoxHint")}
          />
        </div>
        <SubmitButton>{t("mailing.next")}</SubmitButton>
      </Form>
      <HelpTray paragraphs={[t("mailing.help")]} />
      {hydrated ? (
        <EditHomeAddressDialog
          lines={data.home}
          open={dialogOpen}
          onClose={() => {
            setDialogOpen(false);
            editLink.current?.focus();
          }}
        />
      ) : null}
    </FlowLayout>
  );
}
