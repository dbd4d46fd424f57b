import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import { identityNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { AddressCombobox } from "~/components/address-combobox";
import { AddressFields } from "~/components/address-fields";
import { DATE_OF_BIRTH_PARTS, DateOfBirthField } from "~/components/date-of-birth-field";
import { scrollUnlessUserActs } from "~/components/deferred-scroll";
import { NameFields, TextField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { IDENTITY_FORM_ID } from "~/components/identity-form";
import { useScreenForm } from "~/components/screen-form";
import { birthYearOptions, monthNames, parseDateOfBirth } from "~/domain/birth-date";
import { useT } from "~/i18n/use-t";
import { LOCALE_TAG } from "~/i18n/locales";
import { localeOf } from "~/i18n/locale.server";
import { HOME_ADDRESS_LINE1_MAX, SCROLL_TO_TOP_DELAY_MS } from "~/domain/constants";
import { pathOf, stepOf } from "~/domain/route-table";
import { addressDefaults, IDENTITY_FIELDS, identitySchema } from "~/server/form-schemas.server";
import { stateOptions } from "~/i18n/labels.server";
import { lastFour } from "~/domain/ssn";
import { completeStep, reopenStep } from "~/features/flow/flow.server";
import { requireOpenStep } from "~/features/submission/submission.server";
import { constraintOf, readForm, rejectForm, setNotice, takeNotice, parseSubmission } from "~/session/form.server";
import { getPii, setPii } from "~/session/pii.server";
import { formState } from "~/server/form-screen.server";
import styles from "~/styles/identity-address.css";
import { formScreen, SubmitButton, ScreenForm } from "~/components/form-screen";

const SSN_CLEARED_NOTICE = "identity.ssnCleared";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "identity",
  styles,
  "identity.metaTitle",
);

/** The error summary follows the page's order. */
const PAGE_ORDER = [
  "firstName",
  "lastName",
  "birthMonth",
  "ssn",
  "ssnConfirm",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
];

const pad = (n: number) => String(n).padStart(2, "0");

interface IdentityForm {
  firstName?: string;
  lastName?: string;
  birthMonth?: string;
  birthDay?: string;
  birthYear?: string;
  dateOfBirth?: string;
  ssn?: string;
  ssnConfirm?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireOpenStep(context, "identity");
  const state = await formState(context, PATH, "identity");
  const ssnCleared = (await takeNotice(context, PATH)) === SSN_CLEARED_NOTICE;
  const { draft } = context.session.data;
  const pii = getPii(context);
  const birth = pii ? parseDateOfBirth(pii.dateOfBirth) : null;
  const today = context.now();
  const home = draft.homeAddress;
  const locale = localeOf(context);
  return {
    ...state,
    constraint: constraintOf(identitySchema({ today: new Date(today), ssnOnFile: pii !== null })),
    stateOptions: stateOptions(localeOf(context)),
    today,
    years: birthYearOptions(new Date(today)),
    months: monthNames(LOCALE_TAG[locale]),
    /** Last 4 of an SSN already on file (never more): both SSN fields may then be left empty. */
    ssnOnFileLast4: pii ? lastFour(pii.ssn) : null,
    ssnCleared,
    // New after each post, so the SSN fields are remounted empty, never re-filled; null on a GET, so the
    // language link with JavaScript keeps what was typed.
    formKey: state.lastResult || ssnCleared ? String(today) : null,
    defaults: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      birthMonth: birth ? pad(birth.month) : undefined,
      birthDay: birth ? pad(birth.day) : undefined,
      birthYear: birth ? String(birth.year) : undefined,
      ...addressDefaults(home),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, IDENTITY_FIELDS);
  requireOpenStep(context, "identity", 303);
  const onFile = getPii(context);
  const schema = identitySchema({ today: new Date(context.now()), ssnOnFile: onFile !== null });
  const submission = parseSubmission(form, schema);
  if (submission.status !== "success") {
    const typed = ["ssn", "ssnConfirm"].some((name) => String(form.get(name) ?? "").trim() !== "");
    if (typed) await setNotice(context, PATH, SSN_CLEARED_NOTICE);
    return rejectForm(context, PATH, submission.reply());
  }

  const value = submission.value;
  const ssn = value.ssn ?? onFile?.ssn;
  if (!ssn) return redirect(PATH, 303); // unreachable: the schema asks for an SSN when none is on file
  setPii(context, { ssn, dateOfBirth: value.dateOfBirth });
  const draft = context.session.data.draft;
  const homeAddress = { ...value.homeAddress };
  context.session.data.draft = {
    ...draft,
    firstName: value.firstName,
    lastName: value.lastName,
    homeAddress,
    // Mail that goes 'home' follows an edited home address.
    ...(draft.mailToType === "home" ? { mailingAddress: { ...homeAddress } } : {}),
  };
  completeStep(context, "identity");
  // Whatever changed must be confirmed again.
  reopenStep(context, "identityConfirm");
  track(context, identityNextEvents(draft.cardType ?? "basic"), { step_name: "identity" });
  return redirect(pathOf("identityConfirm"), 303);
}

export default function IdentityVerification() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const t = useT();
  const { fields, ...flow } = useScreenForm<keyof IdentityForm>(IDENTITY_FORM_ID, data, {
    answeredBy: { dateOfBirth: DATE_OF_BIRTH_PARTS },
  });
  useFocusFromHash();

  // A date problem belongs to the three selects: its summary link goes to the first one. The
  // summary lists problems in the order of the page.
  const dateId = fields.dateOfBirth.id;
  const order = PAGE_ORDER.map((name) => `${IDENTITY_FORM_ID}-${name}`);
  const linkedSummary = flow.summary
    .map((e) => (e.fieldId === dateId ? { ...e, fieldId: fields.birthMonth.id } : e))
    .sort((a, b) => order.indexOf(a.fieldId) - order.indexOf(b.fieldId));
  const block = hydrated ? blockClipboard : undefined;
  const ssnProps = {
    autoComplete: "off",
    inputMode: "numeric",
    maxLength: 11,
    width: "medium",
    spellCheck: false,
    onCopy: block,
    onCut: block,
    onPaste: block,
  } as const;

  // The key the last post gave the SSN fields (see the loader's formKey); a GET keeps it.
  const ssnKey = useRef(data.formKey ?? "page");
  if (data.formKey) ssnKey.current = data.formKey;
  const copyPasteOff = hydrated ? ` ${t("identity.copyPasteOff")}` : "";
  const ssnHint = (
    <>
      {data.ssnCleared ? (
        <strong className="ssn-cleared">
          {t(data.ssnOnFileLast4 ? "identity.ssnClearedOnFile" : "identity.ssnCleared")}{" "}
        </strong>
      ) : null}
      {data.ssnOnFileLast4 ? <>{t("identity.ssnOnFile", { last4: data.ssnOnFileLast4 })} </> : null}
      {t("identity.ssnHint")}
      {copyPasteOff}
    </>
  );

  return (
    <FlowLayout
      backHref={pathOf("creditLine")}
      step={stepOf("identity")}
      title={t("identity.title")}
      lead={<p>{t("identity.lead")}</p>}
    >
      <ScreenForm flow={flow} summary={linkedSummary}>
        <NameFields first={fields.firstName} last={fields.lastName} />
        <DateOfBirthField
          legend={t("identity.dateOfBirth")}
          hint={dateOfBirthHint(t("identity.dateOfBirthHint"), fields.dateOfBirth.errors)}
          fields={fields}
          error={fields.dateOfBirth}
          years={data.years}
          months={data.months}
        />
        <TextField
          key={`ssn-${ssnKey.current}`}
          meta={fields.ssn}
          label={t("identity.ssn")}
          hint={ssnHint}
          {...ssnProps}
        />
        <TextField
          key={`ssn-confirm-${ssnKey.current}`}
          meta={fields.ssnConfirm}
          label={t("identity.ssnConfirm")}
          hint={`${t("identity.ssnConfirmHint")}${copyPasteOff}`}
          {...ssnProps}
        />
        <AddressFields
          legend={t("identity.homeAddress")}
          fields={fields}
          section="home"
          stateOptions={data.stateOptions}
          line1Max={HOME_ADDRESS_LINE1_MAX}
          line1Hint={t(hydrated ? "identity.addressHintSuggest" : "identity.addressHint", {
            max: HOME_ADDRESS_LINE1_MAX,
          })}
          suggest={AddressCombobox}
        />
        <SubmitButton />
      </ScreenForm>
      <HelpTray paragraphs={[t("identity.helpSsn"), t("identity.helpAddress")]} />
    </FlowLayout>
  );
}

/** SPEC §5: no copy or paste in the SSN fields (an enhancement: without JavaScript both work). */
function blockClipboard(event: FormEvent<HTMLInputElement>) {
  event.preventDefault();
}

/** Runs after the layout's own route-change focus and scroll (SPEC §2.1), which would otherwise undo it. */
function useFocusFromHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    const focus = setTimeout(() => target.focus({ preventScroll: true }), 0);
    const cancelScroll = scrollUnlessUserActs(
      () => target.scrollIntoView({ block: "center" }),
      SCROLL_TO_TOP_DELAY_MS + 50,
    );
    target.scrollIntoView({ block: "center" });
    return () => {
      clearTimeout(focus);
      cancelScroll();
    };
  }, [hash, key]);
}

/** Left out while the error says the same words (read once, not twice). */
function dateOfBirthHint(hint: string, errors: string[] | undefined): string | undefined {
  return errors?.includes(hint) ? undefined : hint;
}
