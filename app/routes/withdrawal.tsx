import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RadioGroup } from "~/components/radio-group";
import { FlowLayout } from "~/components/flow-layout";
import { useScreenForm } from "~/components/screen-form";
import { pathOf } from "~/domain/route-table";
import { withdrawSchema, MSG_KEY } from "~/server/form-schemas.server";
import { WITHDRAW_REASONS } from "~/domain/withdraw-reasons";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { constraintOf, errorRedirect, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import { acquireWaiting } from "~/server/locks.server";
import { lockApplication } from "~/features/status/application-lock.server";
import {
  currentApplication,
  mayWithdraw,
  pathForApplication,
  pathForStatus,
  requireStatusAccess,
} from "~/features/status/status.server";
import { isWithdrawn } from "~/domain/status-codes";
import styles from "~/styles/status.css";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";
import { formScreen, SubmitButton, useSubmitting, ScreenForm, FormErrorAlert } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";
import { saveThroughOutage } from "~/session/save-through-outage.server";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "withdrawal",
  styles,
  "withdrawal.title",
);

const REASON_LABELS = [
  "withdrawal.reasons.notInterested",
  "withdrawal.reasons.unableToFund",
  "withdrawal.reasons.anotherOffer",
  "withdrawal.reasons.tooLong",
  "withdrawal.reasons.noDocuments",
  "withdrawal.reasons.duplicate",
  "withdrawal.reasons.advised",
  "withdrawal.reasons.other",
] as const satisfies { length: (typeof WITHDRAW_REASONS)["length"] };

export async function loader({ context }: LoaderFunctionArgs) {
  requireStatusAccess(context);
  const app = currentApplication(context);
  if (!app) return redirect(pathOf("checkStatus"));
  if (isWithdrawn(app.responseCode)) return redirect(pathOf("appClosedWithdrawn"));
  // Closed, declined, boarded or not found: nothing to withdraw; its own screen says where it stands.
  if (!mayWithdraw(app)) return redirect(pathForApplication(context, app));
  return {
    applicationId: app.applicationId,
    productName: app.productName ?? null,
    backHref: pathForApplication(context, app),
    ...(await formState(context, PATH, "withdrawal")),
    constraint: constraintOf(withdrawSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, withdrawSchema);
  requireStatusAccess(context);
  const { session } = context;
  const app = currentApplication(context);
  if (!app) return redirect(pathOf("checkStatus"), 303);
  // Withdrawn already (this session withdrew it, or the bank said so): never sent to the bank again.
  if (isWithdrawn(app.responseCode)) return redirect(pathOf("appClosedWithdrawn"), 303);
  if (!mayWithdraw(app)) return redirect(pathForApplication(context, app), 303);
  const submission = parseSubmission(form, withdrawSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  if (submission.value.applicationId !== app.applicationId) {
    return rejectForm(context, PATH, submission.reply({ formErrors: [MSG_KEY.applicationNotFound] }));
  }
  const failed = () => rejectForm(context, PATH, submission.reply({ formErrors: [MSG_KEY.withdrawFailed] }));

  // A double click split by the load balancer: one withdrawal per session at a time on every instance; the
  // second waits, then goes where the first went.
  const holdMs = WITHDRAW_CALLS * context.env.UPSTREAM_TIMEOUT_MS + WITHDRAW_LOCK_MARGIN_MS;
  const mine = await acquireWaiting(context.locks, `withdrawal:${session.id}`, holdMs, holdMs, request.signal);
  if (!mine) return failed();
  try {
    const saved = (await context.sessions.read(session.id))?.selectedApplication;
    if (saved?.applicationId === app.applicationId && isWithdrawn(saved.responseCode)) {
      session.data.selectedApplication = saved;
      return redirect(pathOf("appClosedWithdrawn"), 303);
    }
    // Not while a payment into it runs (another device or instance), and no payment starts meanwhile: the
    // bank would take both.
    const applicationLock = await lockApplication(context.locks, app.applicationId, holdMs);
    if (!applicationLock) return errorRedirect("payment-already-submitted");
    try {
      let responseCode: string;
      try {
        ({ responseCode } = await bankFor(context).withdrawApplication({
          applicationId: app.applicationId,
          withdrawReason: submission.value.withdrawReason,
        }));
      } catch (error) {
        return bankFailure(context, error, {
          otherwise: () => {
            context.log.warn({ err: error }, "withdrawApplication failed");
            return failed();
          },
        });
      }
      session.data.selectedApplication = { ...app, responseCode };
      // Saved before the locks are given back, so a post waiting for them reads the withdrawal.
      await saveThroughOutage(session);
      return redirect(
        responseCode === "END_WDR" ? pathOf("appClosedWithdrawn") : pathForStatus(context, responseCode),
        303,
      );
    } finally {
      await applicationLock.release().catch(() => {});
    }
  } finally {
    await mine.release().catch(() => {});
  }
}

/** Bank calls a withdrawal may wait for under its locks; the margin is for the session's save. */
const WITHDRAW_CALLS = 2;
const WITHDRAW_LOCK_MARGIN_MS = 5_000;

export default function Withdrawal() {
  const data = useLoaderData<typeof loader>();
  const { fields, formErrors, ...flow } = useScreenForm("withdrawal", {
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaults: { applicationId: data.applicationId },
  });
  const submitting = useSubmitting();
  const t = useT();
  const lead = data.productName
    ? t("withdrawal.leadWithCard", { applicationId: data.applicationId, card: data.productName })
    : t("withdrawal.lead", { applicationId: data.applicationId });

  return (
    <FlowLayout
      backHref={data.backHref}
      title={t("withdrawal.title")}
      lead={<p>{richText(lead, { number: (inner) => <strong>{inner}</strong> })}</p>}
    >
      <ScreenForm flow={flow} alert={<FormErrorAlert errors={formErrors} />}>
        <input type="hidden" name={fields.applicationId.name} value={data.applicationId} />
        <RadioGroup
          meta={fields.withdrawReason}
          legend={t("withdrawal.legend")}
          options={WITHDRAW_REASONS.map((reason, i) => ({ value: reason, label: t(REASON_LABELS[i] ?? reason) }))}
        />
        <SubmitButton
          busy={submitting}
          after={
            <a className="button button--secondary" href={data.backHref}>
              {t("withdrawal.keep")}
            </a>
          }
        >
          {submitting ? t("withdrawal.submitting") : t("withdrawal.submit")}
        </SubmitButton>
      </ScreenForm>
    </FlowLayout>
  );
}
