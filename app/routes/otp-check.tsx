import { getFormProps } from "@conform-to/react";
import {
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { otpNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { ErrorSummary } from "~/components/error-summary";
import { FlowLayout } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { OtpInput } from "~/components/otp-input";
import { useScreenForm } from "~/components/screen-form";
import { OTP_VALIDITY_MS } from "~/domain/constants";
import { codeDestination } from "~/domain/contact";
import { MSG_KEY } from "~/domain/messages";
import { pathOf, stepOf } from "~/domain/route-table";
import { otpCodeSchema } from "~/server/form-schemas.server";
import { formatCountdown } from "~/domain/countdown";
import { formatEasternTime } from "~/domain/time";
import {
  constraintOf,
  readForm,
  rejectForm,
  requireCodeGuessAllowed,
  setNotice,
  takeNotice,
  parseSubmission,
} from "~/session/form.server";
import { bankFor, redirectToStep } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import type { OtpContext } from "~/session/data";
import { ConnectionLostAlert, FormErrorAlert, FormGuard, screenTitle, SubmitButton } from "~/components/form-screen";
import { keepAnswersWhenOffline, keepPageWhenOffline } from "~/components/lost-connection";
import { formState } from "~/server/form-screen.server";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { LOCALE_TAG } from "~/i18n/locales";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";
import { translateMessage } from "~/i18n/validation.server";

const PATH = pathOf("otp");

// The status check's code is not a step of the application (SPEC §2.3 check status).
// A post that gets no answer keeps the page and the code typed (ADR 0002).
export const clientAction = keepAnswersWhenOffline;
export const shouldRevalidate = keepPageWhenOffline;

export const meta: MetaFunction<typeof loader> = (args) =>
  screenTitle(args.data?.purpose === "status" ? "otp.metaTitleStatus" : "otp.metaTitle")(args);

/** The code's validity in whole minutes, as the page states it. */
const VALIDITY_MINUTES = OTP_VALIDITY_MS / 60_000;

export async function loader({ context }: LoaderFunctionArgs) {
  const { otp } = context.session.data;
  if (!otp) return redirectToStep(context);
  const notice = await takeNotice(context, PATH);
  const now = context.now();
  const expiresAt = otp.sentAt + OTP_VALIDITY_MS;
  const locale = localeOf(context);
  const t = serverTranslate(locale);
  return {
    // The field's hints and the notice are app/domain/messages.ts texts: translated here, not sent whole.
    hints: {
      plain: t("validation.otpHintPlain"),
      auto: t("validation.otpHintAuto"),
      manual: t("validation.otpHintManual"),
    },
    purpose: otp.purpose,
    method: otp.method,
    destination: otp.destination,
    expiresAt,
    expiresAtText: formatEasternTime(expiresAt, LOCALE_TAG[locale]),
    serverNow: now,
    expired: now >= expiresAt,
    notice: notice ? translateMessage(notice, t) : null,
    ...(await formState(context, PATH, "otp")),
    constraint: constraintOf(otpCodeSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, otpCodeSchema);
  const { session } = context;
  const otp = session.data.otp;
  if (!otp) return redirectToStep(context);
  const bank = bankFor(context);

  if (otp.purpose === "status") {
    // The status check's code (SPEC §2.3, §4.2): the status-check calls, keyed by the email checked.
    const emailAddress = session.data.statusCheck?.emailAddress;
    if (!emailAddress) return redirect(pathOf("checkStatus"), 303);
    return codeAction(form, context, otp, {
      // The bank may have texted the phone on file, which this session does not know: the email then.
      sentTo: otp.sentTo ?? context.guesses.destinationKey(codeDestination("Email", { email: emailAddress })),
      resend: () => bank.resendCheckAppStatusOtp({ emailAddress }),
      verify: (otpCode) => bank.verifyCheckAppStatusOtp({ emailAddress, otpCode }),
      onVerified: () => {
        session.data.statusCheck = { emailAddress, verifiedAt: context.now() };
      },
    });
  }

  const leadId = session.data.leadId;
  if (!leadId) return redirectToStep(context);
  const { firstName = "", emailAddress = "", primaryPhone = "" } = session.data.draft;
  return codeAction(form, context, otp, {
    sentTo:
      otp.sentTo ??
      context.guesses.destinationKey(codeDestination(otp.method, { phone: primaryPhone, email: emailAddress })),
    resend: () => bank.resendLeadOtp({ leadId, firstName, emailAddress, primaryPhone }),
    verify: (otpCode) => bank.verifyLeadOtp({ leadId, otpCode }),
    onVerified: () => {
      session.data.verifiedAt = context.now();
      // Step 2 of 9 (docs/decisions/0021-step-events.md); the status check's code is no step.
      track(context, otpNextEvents(session.data.draft.cardType ?? "basic"), { step_name: "otp" });
    },
  });
}

/**
 * One code screen for both purposes: resend, or verify (format, 5-minute validity, the bank's
 * answer); the same messages and SPEC §8 error mapping. A verified code rotates the session id.
 */
async function codeAction(
  form: FormData,
  context: AppLoadContext,
  otp: OtpContext,
  calls: {
    /**
     * The key of the phone or email the code went to (`otp.sentTo`; for a session written before it
     * was kept, worked out again): its sends and guesses are counted there.
     */
    sentTo: string;
    resend: () => Promise<unknown>;
    verify: (otpCode: string) => Promise<boolean>;
    onVerified: () => void;
  },
) {
  const { session } = context;
  // Counted for the person the code went to: a new lead or session for the same phone or email
  // starts no new count.
  const { sentTo } = calls;
  if (form.get("intent") === "resend") {
    if (!(await context.guesses.allowCodeSend(sentTo))) {
      return rejectForm(context, PATH, { status: "error", error: { "": [MSG_KEY.codeSendsSpent] } });
    }
    try {
      await calls.resend();
    } catch (error) {
      return bankFailure(context, error);
    }
    session.data.otp = { ...otp, sentAt: context.now(), initial: false };
    await setNotice(context, PATH, MSG_KEY.otpResent);
    return redirect(PATH, 303);
  }

  await requireCodeGuessAllowed(context, sentTo);
  const submission = parseSubmission(form, otpCodeSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  if (context.now() >= otp.sentAt + OTP_VALIDITY_MS) {
    return rejectForm(context, PATH, submission.reply({ fieldErrors: { otpCode: [MSG_KEY.otpExpired] } }));
  }
  let verified: boolean;
  try {
    verified = await calls.verify(submission.value.otpCode);
  } catch (error) {
    return bankFailure(context, error);
  }
  if (!verified) {
    return rejectForm(context, PATH, submission.reply({ fieldErrors: { otpCode: [MSG_KEY.otpInvalid] } }));
  }
  calls.onVerified();
  session.data.otp = undefined;
  // A new session id once the person is verified (no session fixation).
  await session.rotate();
  return redirect(otp.target, 303);
}

export default function OtpCheck() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <FlowLayout
      backHref={data.purpose === "status" ? pathOf("checkStatus") : pathOf("basicInfo")}
      step={data.purpose === "status" ? null : stepOf("otp")}
      title={t("otp.title")}
      lead={
        <p>
          {richText(
            t(data.method === "Mobile" ? "otp.sentByText" : "otp.sentByEmail", { destination: data.destination }),
            { strong: (inner) => <strong>{inner}</strong> },
          )}
        </p>
      }
    >
      {data.notice ? (
        <div className="alert alert--success" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      {/* Each answer from the server (a refused code, a new code sent) starts a fresh form: no stale
          error summary after a resend, empty boxes, and the summary focused on mount. */}
      <CodeForm key={data.serverNow} />
      <Form method="post" className="form form--secondary">
        <FormGuard />
        <p>{t("otp.resendPrompt")}</p>
        <button type="submit" name="intent" value="resend" className="button button--secondary">
          {t("otp.resend")}
        </button>
      </Form>
    </FlowLayout>
  );
}

function CodeForm() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, summary, formErrors, answer } = useScreenForm("otp", {
    constraint: data.constraint,
    lastResult: data.lastResult,
  });
  const remaining = useCountdown(data.expiresAt, data.serverNow);
  const expired = remaining !== null ? remaining <= 0 : data.expired;
  const codeField = fields.otpCode;
  const hintId = `${codeField.id}-hint`;
  const invalid = Boolean(codeField.errors?.length);
  const verifying = navigation.state === "submitting" && navigation.formData?.get("intent") !== "resend";
  // After a refused code nothing is sent by itself: the applicant checks the code and presses Verify.
  // Nor is a whole code typed before the boxes came (ADR 0002).
  const [typedWhole, setTypedWhole] = useState(false);
  const autoSubmit = hydrated && !data.lastResult && !typedWhole;
  // One code post at a time: a verified code rotates the session and its token, so the same code
  // posted again (Enter right after the auto-submit, a double click) was refused as an expired form.
  const sending = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") sending.current = false;
  }, [navigation.state]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) event.preventDefault();
    sending.current = true;
  };

  return (
    <>
      <ErrorSummary errors={summary} answer={answer} />
      {/* No new code could be sent (the codes for this phone or email are spent for now). */}
      <FormErrorAlert errors={formErrors} />
      <ConnectionLostAlert />
      {expired ? (
        <div className="alert alert--warning" role="alert">
          <p>
            <strong>{t("otp.expiredTitle")}</strong> {t("otp.expired", { minutes: VALIDITY_MINUTES })}
          </p>
        </div>
      ) : (
        <p className="otp-validity">
          {remaining !== null ? (
            <>
              {richText(t("otp.expiresIn", { countdown: formatCountdown(remaining) }), {
                time: (inner) => <span className="otp-validity__time">{inner}</span>,
              })}
              <CoarseAnnouncement remaining={remaining} />
            </>
          ) : (
            richText(t("otp.validUntil", { minutes: VALIDITY_MINUTES, time: data.expiresAtText }), {
              strong: (inner) => <strong>{inner}</strong>,
            })
          )}
        </p>
      )}
      <Form
        method="post"
        {...getFormProps(form, { ariaAttributes: false })}
        onSubmit={onSubmit}
        ref={formRef}
        className="form"
      >
        <FormGuard />
        <input type="hidden" name="intent" value="verify" />
        <div className={`field${invalid ? " field--error" : ""}`}>
          <label className="field__label" id={`${codeField.id}-label`} htmlFor={codeField.id}>
            {t("otp.codeLabel")}
          </label>
          <p className="field__hint" id={hintId}>
            {!hydrated ? data.hints.plain : autoSubmit ? data.hints.auto : data.hints.manual}
          </p>
          {invalid ? (
            <p id={codeField.errorId} className="field__error">
              <span className="visually-hidden">{t("errors.titlePrefix")}</span>
              {codeField.errors?.[0]}
            </p>
          ) : null}
          <OtpInput
            id={codeField.id}
            name={codeField.name}
            errorId={codeField.errorId}
            hintId={hintId}
            invalid={invalid}
            onComplete={
              autoSubmit
                ? () => {
                    if (!verifying) formRef.current?.requestSubmit();
                  }
                : undefined
            }
            onTypedWhole={() => setTypedWhole(true)}
          />
        </div>
        <SubmitButton busy={verifying}>{verifying ? t("otp.checking") : t("otp.verify")}</SubmitButton>
      </Form>
    </>
  );
}

/** Milliseconds left, ticking each second; null before hydration (the server text is used). */
function useCountdown(expiresAt: number, serverNow: number): number | null {
  const hydrated = useHydrated();
  const [skew] = useState(() => serverNow - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return hydrated ? expiresAt - (now + skew) : null;
}

/** Screen readers hear the time left once a minute, not every second. */
function CoarseAnnouncement({ remaining }: { remaining: number }) {
  const t = useT();
  const minutes = Math.ceil(remaining / 60_000);
  return (
    <span className="visually-hidden" aria-live="polite">
      {minutes > 1 ? t("otp.minutesLeft", { n: minutes }) : t("otp.lessThanAMinute")}
    </span>
  );
}
