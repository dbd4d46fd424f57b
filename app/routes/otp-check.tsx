import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { otpNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { FlowLayout } from "~/components/flow-layout";
import { OTP_VALIDITY_MS } from "~/domain/constants";
import { codeDestination } from "~/domain/contact";
import { pathOf, stepOf } from "~/domain/route-table";
import { otpCodeSchema } from "~/server/form-schemas.server";
import { formatEasternTime } from "~/domain/time";
import { constraintOf, readForm, takeNotice } from "~/session/form.server";
import { bankFor, redirectToStep } from "~/features/flow/flow.server";
import { FormGuard, screenTitle } from "~/components/form-screen";
import { OtpCodeForm } from "~/components/otp-code-form";
import { codeAction } from "~/features/otp/code-action.server";
import { formState } from "~/server/form-screen.server";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { LOCALE_TAG } from "~/i18n/locales";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";
import { offlineKeeping } from "~/components/lost-connection";
import { translateMessage } from "~/i18n/validation.server";

const PATH = pathOf("otp");

// The status check's code is not a step of the application (SPEC §2.3 check status).
// A post that gets no answer keeps the page and the code typed (ADR 0002).

export const { clientAction, shouldRevalidate } = offlineKeeping;

export const meta: MetaFunction<typeof loader> = (args) =>
  screenTitle(args.data?.purpose === "status" ? "otp.metaTitleStatus" : "otp.metaTitle")(args);

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
      <OtpCodeForm key={data.serverNow} data={data} />
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
