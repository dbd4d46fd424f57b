import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { FormEvent } from "react";
import { EmailField } from "~/components/email-field";
import { RadioGroup } from "~/components/radio-group";
import { CheckboxField, NameFields, TextField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { DisclosureMarker, MarketingLines } from "~/components/marketing";
import { useHydrated } from "~/components/hydrated";
import { useScreenForm } from "~/components/screen-form";
import { NAME_COMBINED_MAX } from "~/domain/constants";
import { MSG_KEY } from "~/domain/messages";
import {
  codeDestination,
  EMAIL_PATTERN,
  formatPhone,
  isValidPhone,
  maskEmail,
  maskPhone,
  normalizePhone,
} from "~/domain/contact";
import { DISCLOSURE } from "~/domain/marketing";
import { pathOf, stepOf } from "~/domain/route-table";
import { basicInfoSchema, PRIMARY_PHONE_TYPE_MOBILE } from "~/server/form-schemas.server";
import { constraintOf, IDLE_EXPIRED_PATH, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import { bankFor, newInstanceId, requireOffer } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { basicInfoNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { screenTitle, SubmitButton, useSubmitting, ScreenForm, FormErrorAlert } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";
import { acquireWaiting } from "~/server/locks.server";
import type { SessionData } from "~/session/data";
import type { CardType } from "~/domain/products";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { useT } from "~/i18n/use-t";
import { offlineKeeping } from "~/components/lost-connection";
import { requireNotSubmitted } from "~/features/submission/submission.server";
import { saveThroughOutage } from "~/session/save-through-outage.server";

const PATH = pathOf("basicInfo");

export const { clientAction, shouldRevalidate } = offlineKeeping;

export const meta = screenTitle("basicInfo.metaTitle");

export async function loader({ context }: LoaderFunctionArgs) {
  const { draft } = context.session.data;
  if (!draft.cardType) {
    return redirect(context.session.status === "expired" ? IDLE_EXPIRED_PATH : pathOf("intro"));
  }
  // Submitted: this application's steps lead to its result (a new one starts from a card's entry page).
  requireNotSubmitted(context);
  const offer = await requireOffer(context, draft.cardType);
  return {
    cardType: draft.cardType,
    cardName: offer.name,
    ...(await formState(context, PATH, "basicInfo")),
    constraint: constraintOf(basicInfoSchema),
    defaults: {
      firstName: draft.firstName,
      lastName: draft.lastName,
      emailAddress: draft.emailAddress,
      primaryPhone: draft.primaryPhone ? formatPhone(draft.primaryPhone) : undefined,
      otpMethod: draft.otpMethod,
      phoneConsent: draft.phoneConsent ? "on" : undefined,
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, basicInfoSchema);
  const { session } = context;
  const cardType = session.data.draft.cardType;
  if (!cardType) return redirect(pathOf("intro"), 303);
  requireNotSubmitted(context, 303);

  const submission = parseSubmission(form, basicInfoSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());

  const values = submission.value;
  // A double tap posts the same answers twice: one lead at a time per session, on every instance, and the
  // second post waits, then goes where the first went (no second lead, no second code).
  const holdMs = LEAD_CALLS * context.env.UPSTREAM_TIMEOUT_MS + LEAD_LOCK_MARGIN_MS;
  const lock = await acquireWaiting(context.locks, `lead:${session.id}`, holdMs, holdMs, request.signal);
  // Held longer than a lead can take (or the tap's page has gone): the form again, answers kept.
  if (!lock) return leadFailed(context, submission, "basicInfo.leadFailedUnavailable");
  try {
    const saved = await context.sessions.read(session.id);
    if (saved && sameLeadJustMade(saved, values, context.now())) return redirect(pathOf("otp"), 303);
    // createLead sends the code: counted for the phone or email it goes to, whatever the lead.
    const to = { phone: values.primaryPhone, email: values.emailAddress };
    if (!(await context.guesses.allowCodeSend(context.guesses.destinationKey(codeDestination(values.otpMethod, to)))))
      return rejectForm(context, PATH, submission.reply({ formErrors: [MSG_KEY.codeSendsSpent] }));
    const response = await createLeadOf(context, cardType, submission);
    // Saved before the lock is given back, so a post waiting for it reads the lead.
    await saveThroughOutage(session);
    return response;
  } finally {
    await lock.release().catch(() => {});
  }
}

/** Bank calls a lead may wait for under its lock; the margin is for the session's save. */
const LEAD_CALLS = 4;
const LEAD_LOCK_MARGIN_MS = 5_000;

/** A double tap, or a tap again while a slow page loads: its code is still the one to type. */
const REPOST_WINDOW_MS = 30_000;

function sameLeadJustMade(saved: SessionData, values: Record<string, unknown>, now: number): boolean {
  const otp = saved.otp;
  if (!saved.leadId || otp?.purpose !== "lead" || now - otp.sentAt >= REPOST_WINDOW_MS) return false;
  const draft = saved.draft as Record<string, unknown>;
  return Object.entries(values).every(([name, value]) => draft[name] === value);
}

async function createLeadOf(context: AppLoadContext, cardType: CardType, submission: BasicInfoSubmission) {
  const { session } = context;
  const offer = await requireOffer(context, cardType);
  const values = submission.value;
  const draft = session.data.draft;
  const instanceId = draft.instanceId ?? newInstanceId();
  session.data.draft = {
    ...draft,
    ...values,
    instanceId,
    productId: offer.productId,
    primaryPhoneType: PRIMARY_PHONE_TYPE_MOBILE,
    incentiveId: offer.incentive?.id ?? null,
    incentiveName: offer.incentive?.name ?? null,
  };

  try {
    const lead = await bankFor(context).createLead({
      firstName: values.firstName,
      lastName: values.lastName,
      emailAddress: values.emailAddress,
      primaryPhone: values.primaryPhone,
      primaryPhoneType: PRIMARY_PHONE_TYPE_MOBILE,
      otpMethod: values.otpMethod,
      phoneConsent: values.phoneConsent,
      instanceId,
      productId: offer.productId,
      incentiveName: offer.incentive?.name ?? null,
      incentiveId: offer.incentive?.id ?? null,
    });
    const method = lead.otpMethod ?? values.otpMethod;
    session.data.leadId = lead.id;
    session.data.verifiedAt = undefined;
    session.data.otp = {
      purpose: "lead",
      target: pathOf("income"),
      sentAt: context.now(),
      method,
      destination: method === "Mobile" ? maskPhone(values.primaryPhone) : maskEmail(values.emailAddress),
      sentTo: context.guesses.destinationKey(
        codeDestination(method, { phone: values.primaryPhone, email: values.emailAddress }),
      ),
      initial: true,
    };
    track(context, basicInfoNextEvents(cardType));
    return redirect(pathOf("otp"), 303);
  } catch (error) {
    // SPEC §8 only logs a createLead failure; we also keep the answers and say what happened.
    context.log.error({ err: error }, "createLead failed");
    return bankFailure(context, error, {
      unreachable: () => leadFailed(context, submission, "basicInfo.leadFailedUnavailable"),
      otherwise: () => leadFailed(context, submission, "basicInfo.leadFailedGeneric"),
    });
  }
}

type BasicInfoSubmission = Extract<ReturnType<typeof parseSubmission<typeof basicInfoSchema>>, { status: "success" }>;

function leadFailed(
  context: AppLoadContext,
  submission: BasicInfoSubmission,
  title: "basicInfo.leadFailedUnavailable" | "basicInfo.leadFailedGeneric",
) {
  const t = serverTranslate(localeOf(context));
  return rejectForm(context, PATH, submission.reply({ formErrors: [t(title)] }));
}

export default function BasicInfo() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const t = useT();
  const { fields, formErrors, ...flow } = useScreenForm<keyof typeof data.defaults>("basic-info", data, {
    // Consent is asked for because of the mobile choice: choosing email answers it too.
    answeredBy: { phoneConsent: ["phoneConsent", "otpMethod"] },
  });

  const phone = normalizePhone(String(fields.primaryPhone.value ?? ""));
  const email = String(fields.emailAddress.value ?? "").trim();
  const mobileLabel = isValidPhone(phone)
    ? t("basicInfo.textCodeTo", { phone: maskPhone(phone) })
    : t("basicInfo.textCodeToMobile");
  const emailLabel = EMAIL_PATTERN.test(email)
    ? t("basicInfo.emailCodeTo", { email: maskEmail(email) })
    : t("basicInfo.emailCodeToAddress");
  const submitting = useSubmitting();

  return (
    <FlowLayout
      backHref={pathOf("intro")}
      step={stepOf("basicInfo")}
      title={t("basicInfo.title")}
      titleMarker={<DisclosureMarker n={DISCLOSURE.preApproval} symbol="*" bracketed={false} />}
      lead={
        <>
          <p className="note">{t("basicInfo.noCreditCheck", { card: data.cardName })}</p>
          {data.cardType === "plus" ? <p className="note note--highlight">{t("basicInfo.noAnnualFee")}</p> : null}
          <MarketingLines />
        </>
      }
    >
      <ScreenForm
        flow={flow}
        alert={
          <FormErrorAlert errors={formErrors}>
            <p>{t("basicInfo.answersSaved")}</p>
          </FormErrorAlert>
        }
        honeypot
      >
        <NameFields first={fields.firstName} last={fields.lastName} />
        <EmailField meta={fields.emailAddress} />
        <TextField
          meta={fields.primaryPhone}
          label={t("basicInfo.phone")}
          hint={t("basicInfo.phoneHint")}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          prefix="+1"
          width="medium"
          maxLength={16}
          onInput={hydrated ? formatAsTyped : undefined}
        />
        <RadioGroup
          meta={fields.otpMethod}
          legend={t("basicInfo.otpMethod")}
          hint={t("basicInfo.otpMethodHint")}
          options={[
            { value: "Mobile", label: mobileLabel },
            { value: "Email", label: emailLabel },
          ]}
        />
        <CheckboxField meta={fields.phoneConsent} label={t("basicInfo.consent")} hint={t("basicInfo.consentHint")} />
        <SubmitButton>{submitting ? t("basicInfo.sending") : t("basicInfo.next")}</SubmitButton>
      </ScreenForm>
      <HelpTray
        paragraphs={[
          t("basicInfo.helpPurpose"),
          t("basicInfo.helpNames", { max: NAME_COMBINED_MAX }),
          t("basicInfo.helpCredit"),
        ]}
      />
    </FlowLayout>
  );
}

function formatAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const native = event.nativeEvent as InputEvent;
  if (native.inputType?.startsWith("delete")) return;
  const digits = normalizePhone(input.value).replace(/\D/g, "");
  if (digits.length > 10) return;
  input.value = formatPhone(digits);
}
