import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FlowLayout } from "~/components/flow-layout";
import { EmailField } from "~/components/email-field";
import { useScreenForm } from "~/components/screen-form";
import { pathOf } from "~/domain/route-table";
import { invalidEmailSchema, MSG_KEY } from "~/server/form-schemas.server";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { constraintOf, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import { resubmitRequest } from "~/features/submission/submit-lead-request.server";
import { backHrefFor, refreshedApplication } from "~/features/status/status-screen.server";
import {
  currentApplication,
  documentsOf,
  isStatusCheckSession,
  pathForApplication,
  pathForStatus,
  requireStatusAccess,
} from "~/features/status/status.server";
import styles from "~/styles/status.css";
import { formScreen, SubmitButton, ScreenForm, useSubmitting } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";
import { useT } from "~/i18n/use-t";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "invalidEmail",
  styles,
  "invalidEmail.title",
);

/** SPEC §4.1 InvalidEmail, §5, §8: a resubmission, or a correction after a status check (ADR 0051). */
export async function loader({ context }: LoaderFunctionArgs) {
  requireStatusAccess(context);
  const mode = await modeOf(context);
  const onFile = mode === "resubmit" ? context.session.data.draft.emailAddress : undefined;
  return {
    mode,
    // After a status check, Back goes where the status screens' Back goes (list or form).
    backHref: mode === "correct" ? backHrefFor(context) : null,
    phone: context.env.CUSTOMER_SERVICE_PHONE,
    homeUrl: context.homeUrl,
    defaults: {
      emailAddress: onFile ?? (mode === "correct" ? context.session.data.statusCheck?.emailAddress : undefined),
    },
    ...(await formState(context, PATH, "invalidEmail")),
    constraint: constraintOf(invalidEmailSchema),
  };
}

type Mode = "resubmit" | "correct" | "call";

/** A status-check application the bank now reports another status for goes to that screen (ADR 0050). */
async function modeOf(context: AppLoadContext): Promise<Mode> {
  if (resubmitRequest(context, "") !== null) return "resubmit";
  const selected = correctionTargetOf(context);
  if (!selected) return "call";
  const app = await refreshedApplication(context, selected);
  if (app.responseCode !== "InvalidEmail") {
    throw redirect(pathForApplication(context, app));
  }
  return "correct";
}

function correctionTargetOf(context: AppLoadContext) {
  if (!isStatusCheckSession(context)) return null;
  const app = context.session.data.selectedApplication;
  return app?.leadId ? app : null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, invalidEmailSchema);
  requireStatusAccess(context);
  const { session } = context;
  const submission = parseSubmission(form, invalidEmailSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  const { emailAddress } = submission.value;
  const body = resubmitRequest(context, emailAddress);
  const target = body ? null : correctionTargetOf(context);
  if (!body && !target?.leadId) return redirect(PATH, 303);

  let response;
  try {
    response = body
      ? await bankFor(context).submitLead(body)
      : await bankFor(context).correctEmail({
          id: target?.leadId ?? "",
          applicationId: target?.applicationId ?? "",
          isEmailVerified: false,
          basicInfo: { emailAddress },
          payment: { fundingType: "FDL", isFullyFunded: false, attemptNumber: 0 },
        });
  } catch (error) {
    return bankFailure(context, error);
  }
  const code = response.responseCode;
  if (code === "InvalidEmail") {
    // The bank still cannot use it: the same screen, with SPEC's message on the field.
    return rejectForm(context, PATH, submission.reply({ fieldErrors: { emailAddress: [MSG_KEY.emailNotValid] } }));
  }
  // The bank took the address: from now on it is the one on file (and the one a payment sends).
  if (body) session.data.draft = { ...session.data.draft, emailAddress };
  else if (session.data.statusCheck) session.data.statusCheck = { ...session.data.statusCheck, emailAddress };
  const applicationId = response.applicationId ?? body?.applicationId ?? target?.applicationId ?? undefined;
  if (session.data.submission)
    session.data.submission = { ...session.data.submission, applicationId, responseCode: code };
  const app = currentApplication(context);
  session.data.selectedApplication = app
    ? {
        ...app,
        applicationId: applicationId ?? app.applicationId,
        responseCode: code,
        creditLimit: response.done?.creditLimit ?? app.creditLimit,
        documents: documentsOf(response.done?.responseObjects ?? null) ?? app.documents,
        checkedAt: context.now(),
      }
    : undefined;
  return redirect(pathForStatus(context, code, { hasDecisions: response.done !== null }), 303);
}

export default function InvalidEmail() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { fields, ...flow } = useScreenForm("invalid-email", data);
  const submitting = useSubmitting();

  if (data.mode === "call") {
    return (
      <FlowLayout backHref={pathOf("checkStatus")} title={t("invalidEmail.title")}>
        <p>{t("invalidEmail.couldNotVerify")}</p>
        <p>{t("invalidEmail.callToUpdate", { phone: data.phone })}</p>
        <p className="status-actions">
          <a className="button button--primary" href={data.homeUrl}>
            {t("invalidEmail.okGotIt")}
          </a>
        </p>
      </FlowLayout>
    );
  }

  return (
    <FlowLayout
      backHref={data.backHref ?? undefined}
      title={t("invalidEmail.title")}
      lead={<p>{t("invalidEmail.lead")}</p>}
    >
      <ScreenForm flow={flow}>
        <EmailField meta={fields.emailAddress} />
        <SubmitButton>{submitting ? t("invalidEmail.sending") : t("invalidEmail.continue")}</SubmitButton>
      </ScreenForm>
    </FlowLayout>
  );
}
