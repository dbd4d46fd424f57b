import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ClipboardEvent, FormEvent } from "react";
import { EmailField } from "~/components/email-field";
import { TextField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { useScreenForm } from "~/components/screen-form";
import { SSN_LAST4_LENGTH } from "~/domain/constants";
import { codeDestination, maskEmail, maskPhone } from "~/domain/contact";
import { pathOf } from "~/domain/route-table";
import { checkStatusSchema } from "~/server/form-schemas.server";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import {
  constraintOf,
  errorRedirect,
  readForm,
  rejectForm,
  requireGuessAllowed,
  parseSubmission,
} from "~/session/form.server";
import { closeSettledPayment } from "~/features/payment/payment.server";
import { FAILURE_SCREEN, isUpstreamError } from "~/upstream/errors";
import styles from "~/styles/status.css";
import { formScreen, SubmitButton, ScreenForm, useSubmitting } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";
import { useT } from "~/i18n/use-t";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "checkStatus",
  styles,
  "checkStatus.title",
);

export async function loader({ context }: LoaderFunctionArgs) {
  return {
    ...(await formState(context, PATH, "checkStatus")),
    constraint: constraintOf(checkStatusSchema),
    // The email is kept for a second try; the SSN last 4 never is.
    defaults: { emailAddress: context.session.data.statusCheck?.emailAddress },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, checkStatusSchema);
  const { session } = context;
  const submission = parseSubmission(form, checkStatusSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  const { emailAddress, last4SSN } = submission.value;
  await requireGuessAllowed(context, "statusCheck", emailAddress);

  // A new check starts from nothing; a payment that is over gives way to the next.
  session.data.statusCheck = { emailAddress };
  session.data.selectedApplication = undefined;
  session.data.documentTypes = undefined;
  session.data.otp = undefined;
  closeSettledPayment(session.data);

  let sent;
  try {
    sent = await bankFor(context).sendCheckAppStatusOtp({ emailAddress, last4SSN });
  } catch (error) {
    // SPEC §8: a failed check is its own error page; an unreachable bank 'unable to access' (ADR 0051).
    return bankFailure(context, error, {
      unreachable: FAILURE_SCREEN.unreachable,
      otherwise: () => {
        context.log.info(
          { call: "sendCheckAppStatusOtp", kind: isUpstreamError(error) ? error.kind : "other" },
          "status check refused",
        );
        return errorRedirect("check-status-failed");
      },
    });
  }
  const method = sent.otpMethod;
  const sentTo = context.guesses.destinationKey(
    codeDestination(method === "Mobile" && sent.primaryPhone ? "Mobile" : "Email", {
      phone: sent.primaryPhone ?? undefined,
      email: emailAddress,
    }),
  );
  // Sent already (the bank chose where): counted, so new codes asked for next are counted after it.
  await context.guesses.allowCodeSend(sentTo);
  session.data.otp = {
    purpose: "status",
    target: pathOf("viewApplication"),
    sentAt: context.now(),
    method,
    destination: method === "Mobile" && sent.primaryPhone ? maskPhone(sent.primaryPhone) : maskEmail(emailAddress),
    sentTo,
    initial: true,
  };
  return redirect(pathOf("otp"), 303);
}

export default function CheckApplicationStatus() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const { fields, ...flow } = useScreenForm("check-status", data);
  const submitting = useSubmitting();
  const t = useT();

  return (
    <FlowLayout backHref={pathOf("intro")} title={t("checkStatus.title")} lead={<p>{t("checkStatus.lead")}</p>}>
      <ScreenForm flow={flow} honeypot>
        <EmailField meta={fields.emailAddress} label={t("checkStatus.emailAddress")} />
        <TextField
          meta={fields.last4SSN}
          label={t("checkStatus.last4")}
          hint={t("checkStatus.last4Hint")}
          autoComplete="off"
          inputMode="numeric"
          maxLength={SSN_LAST4_LENGTH}
          width="short"
          onInput={digitsOnly}
          onCopy={hydrated ? blockClipboard : undefined}
          onPaste={hydrated ? blockClipboard : undefined}
        />
        <SubmitButton>{submitting ? t("checkStatus.submitting") : t("checkStatus.submit")}</SubmitButton>
      </ScreenForm>
      <HelpTray paragraphs={[t("checkStatus.helpEmail"), t("checkStatus.helpLast4")]} />
    </FlowLayout>
  );
}

/** SPEC §2.3: copy and paste blocked in the SSN field (an enhancement: typing always works). */
function blockClipboard(event: ClipboardEvent<HTMLInputElement> | FormEvent<HTMLInputElement>) {
  event.preventDefault();
}

function digitsOnly(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const cleaned = input.value.replace(/\D/g, "");
  if (cleaned !== input.value) input.value = cleaned;
}
