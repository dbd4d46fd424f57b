import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { OTP_VALIDITY_MS } from "~/domain/constants";
import { formatCountdown } from "~/domain/countdown";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";
import { ErrorSummary } from "./error-summary";
import { ConnectionLostAlert, FormErrorAlert, FormGuard, SubmitButton } from "./form-screen";
import { useHydrated } from "./hydrated";
import { OtpInput } from "./otp-input";
import { useScreenForm, type ScreenFormData } from "./screen-form";

/** What the code screen's loader gives its form. */
export interface OtpCodeFormData extends ScreenFormData<"otpCode"> {
  expiresAt: number;
  expiresAtText: string;
  serverNow: number;
  expired: boolean;
  hints: { plain: string; auto: string; manual: string };
}

/** The code's validity in whole minutes, as the page states it. */
const VALIDITY_MINUTES = OTP_VALIDITY_MS / 60_000;

/** The code boxes, sent by themselves once typed whole, and the time the code has left. */
export function OtpCodeForm({ data }: { data: OtpCodeFormData }) {
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
  // One code post at a time: a verified code rotates the session's token, so a second post would be refused.
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
