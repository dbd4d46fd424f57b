import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { APPLICATION_SUBMITTED_EVENT, termsNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "~/components/hydrated";
import { ProcessingPage } from "~/components/processing";
import { submissionStep } from "~/domain/funding-flow";
import { pathOf } from "~/domain/route-table";
import { termsSchema, MSG_KEY } from "~/server/form-schemas.server";
import { submissionAnalyticsResult } from "~/domain/status-codes";
import { firstIncompleteStep, type FlowStep } from "~/domain/flow-steps";
import { bankFor, completeStep, reopenStep, requireStep } from "~/features/flow/flow.server";
import { IDLE_EXPIRED_PATH, readForm, rejectForm, setNotice, parseSubmission } from "~/session/form.server";
import { latestSaved } from "~/features/payment/payment.server";
import { getPii } from "~/session/pii.server";
import { buildSubmitLeadRequest, type MissingAnswer } from "~/features/submission/submit-lead-request.server";
import {
  finishedSubmission,
  isFundingRetry,
  locationOf,
  claimSubmission,
  lockSubmission,
  stepForRecordedCode,
  submissionInFlight,
  submitFailedRedirect,
  submissionFailureRedirect,
  submissionOutcomeUnknown,
  submitUnconfirmedRedirect,
  unconfirmedSubmission,
  SUBMISSION_STALE_MS,
} from "~/features/submission/submission.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import styles from "~/styles/funding.css";
import { screenHead } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { useT } from "~/i18n/use-t";
import { ButtonLink } from "~/components/button-link";
import { saveThroughOutage } from "~/session/save-through-outage.server";
import { isStoreUnavailable } from "~/server/redis.server";

const PATH = pathOf("submit");
const TERMS = pathOf("terms");
/** So a reload or second tab without JavaScript gets the result with no timed refresh (WCAG 2.2.1). */
export const PROCESSING_WAIT_MS = 8_000;
const POLL_MS = 3_000;

export const { links, meta } = screenHead(styles, "submitApplication.title");

function within(running: Promise<string>, ms: number): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([running, late]).finally(() => clearTimeout(timer));
}

/** SPEC §2.2, §4.1. No meta refresh: a page reloading itself on a timer fails WCAG 2.2.1. */
export async function loader({ context }: LoaderFunctionArgs) {
  const submission = context.session.data.submission;
  if (!submission) throw redirect(context.session.status === "expired" ? IDLE_EXPIRED_PATH : TERMS);
  if (submission.state === "done" && submission.unconfirmed) throw submitUnconfirmedRedirect();
  if (submission.state === "done") throw redirect(locationOf(stepForRecordedCode(submission.responseCode ?? "")));
  const running = submissionInFlight(context.session.id);
  if (running) {
    // Where the submission went; this request's session is from before it ended, so go there anew.
    const location = await within(running, PROCESSING_WAIT_MS);
    if (location) throw redirect(location);
  } else if (context.now() - submission.startedAt > SUBMISSION_STALE_MS) {
    // Cut off (a restart): the bank knows the lead, so submitting again cannot make a second
    // application; but a card it carried may have been charged, so that one is not sent again.
    if (context.session.data.draft.fundingType === "DBT") {
      context.session.data.submission = unconfirmedSubmission(submission.startedAt);
      throw submitUnconfirmedRedirect();
    }
    context.session.data.submission = undefined;
    throw submitFailedRedirect();
  }
  return { pollMs: POLL_MS, texts: pageTexts(context, "submitApplication") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, termsSchema);
  // ONCE: a post while this session's submission runs waits for it and goes where it went.
  const running = submissionInFlight(context.session.id);
  if (running) return redirect(await running, 303);
  const claim = claimSubmission(context.session.id);
  if (!claim) return redirect(PATH, 303);
  // Another instance may be submitting this session right now (a post sent twice behind a load balancer).
  const lock = await lockSubmission(context.locks, context.session.id).catch((error: unknown) => {
    claim.finish(PATH);
    throw error;
  });
  if (!lock) {
    claim.finish(PATH);
    return redirect(PATH, 303);
  }
  let response: Response = redirect(PATH, 303);
  try {
    response = await submitOnce(form, context);
    return response;
  } catch (thrown) {
    if (thrown instanceof Response) response = thrown;
    throw thrown;
  } finally {
    claim.finish(response.headers.get("Location") ?? PATH);
    // Should Redis be gone meanwhile, the lock frees itself at its expiry.
    await lock.release().catch(() => {});
  }
}

async function submitOnce(form: FormData, context: AppLoadContext): Promise<Response> {
  const { session } = context;
  // After a submission (also one saved by another request since this one began), only its result.
  const saved = (await latestSaved(context))?.submission ?? session.data.submission;
  if (saved) session.data.submission = saved;
  const previous = session.data.submission;
  if (previous && !isFundingRetry(session.data)) return redirect(PATH, 303);

  requireStep(context, "terms");
  const parsed = parseSubmission(form, termsSchema);
  if (parsed.status !== "success") return rejectForm(context, TERMS, parsed.reply());
  session.data.draft = { ...session.data.draft, eSignConsent: true, termsAndConditions: true };
  completeStep(context, "terms");

  const draft = session.data.draft;
  const card = draft.fundingType === "DBT" ? context.cards.get(session.id) : null;
  if (draft.fundingType === "DBT" && !card) {
    // The card lived only in memory and is gone (a restart): ask for it again, nothing else is lost.
    reopenStep(context, "fundingPayment");
    await setNotice(context, pathOf("fundingPayment"), MSG_KEY.cardDetailsAgain);
    return redirect(pathOf("fundingPayment"), 303);
  }
  const pii = getPii(context);
  if (!pii) return backTo(context, "identity");
  const built = buildSubmitLeadRequest({ data: session.data, pii, card });
  if (!built.ok) return backTo(context, built.missing);
  // Step 9 of 9 is done once the application goes to the bank (ADR 0021).
  track(context, termsNextEvents(draft.cardType ?? "basic"), { step_name: "terms" });

  const previousFundFailure = isFundingRetry(session.data);
  const startedAt = context.now();
  session.data.submission = {
    state: "pending",
    startedAt,
    ...(previous?.applicationId ? { applicationId: previous.applicationId } : {}),
  };
  await session.save();

  try {
    const response = await bankFor(context).submitLead(built.request);
    const code = response.responseCode;
    const applicationId = response.applicationId ?? response.done?.applicationID ?? previous?.applicationId ?? null;
    const step = submissionStep(code, { hasDecisions: response.done !== null, previousFundFailure });
    session.data.submission = finishedSubmission({ startedAt, code, applicationId, previousFundFailure });
    if (draft.fundingType === "DBT" && applicationId && !code.startsWith("FundFailure")) {
      // SPEC §4.3's payment-submitted flag: the card went with the application, so a repeat visit of
      // the payment screen says so ('Fund my card' opens the next payment while money is still owed).
      session.data.payment = { applicationId, state: "submitted", failures: 0 };
    }
    track(context, [APPLICATION_SUBMITTED_EVENT], { result: submissionAnalyticsResult(code) });
    if (step.kind === "screen" && step.screen === "appApiFailed") {
      context.log.warn({ responseCode: code }, "submission answered an unknown or failed status");
    }
    if (step.kind === "retry-funding") {
      // SPEC §4.1 FundFailure: back to the funding source; the retry names this application.
      for (const s of ["fundingSource", "fundingPayment", "terms"] as const) reopenStep(context, s);
    }
    await saveThroughOutage(session);
    return redirect(locationOf(step), 303);
  } catch (error) {
    // The store, not the bank, failed (its answer could not be saved): the submission stays pending,
    // never cleared as if the bank had refused it, or a later post would submit again.
    if (isStoreUnavailable(error)) throw error;
    context.log.error({ err: error, call: "submitLead" }, "submission failed");
    return bankFailure(context, error, {
      otherwise: async () => {
        if (card && submissionOutcomeUnknown(error)) {
          // The bank may have the application and have charged the card: never sent again from here.
          session.data.submission = unconfirmedSubmission(startedAt);
          await session.save();
          return submitUnconfirmedRedirect();
        }
        // Nothing was created that a new submission would duplicate (the bank matches the lead).
        session.data.submission = previous?.state === "done" ? previous : undefined;
        await session.save();
        return submissionFailureRedirect(error);
      },
    });
  } finally {
    context.cards.delete(session.id);
  }
}

async function backTo(context: AppLoadContext, missing: MissingAnswer | "identity") {
  context.log.warn({ missing }, "submission refused: an answer is missing");
  if (missing !== "basicInfo") reopenStep(context, missing as FlowStep);
  return redirect(missing === "basicInfo" ? firstIncompleteStep(context.session.data) : pathOf(missing), 303);
}

export default function SubmitApplication() {
  const { pollMs } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const t = useT();
  useEffect(() => {
    if (revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), pollMs);
    return () => clearTimeout(timer);
  }, [revalidator, pollMs]);
  return (
    <ProcessingPage
      title={t("submitApplication.title")}
      lines={[
        t("submitApplication.processing"),
        hydrated ? t("submitApplication.resultSoon") : t("submitApplication.checkNowHint"),
      ]}
    >
      <ButtonLink href={PATH} variant="secondary">
        {t("submitApplication.checkNow")}
      </ButtonLink>
    </ProcessingPage>
  );
}
