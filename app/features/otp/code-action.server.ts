import { redirect, type AppLoadContext } from "@remix-run/node";
import { OTP_VALIDITY_MS } from "~/domain/constants";
import { MSG_KEY } from "~/domain/messages";
import { pathOf } from "~/domain/route-table";
import { otpCodeSchema } from "~/server/form-schemas.server";
import type { OtpContext } from "~/session/data";
import { parseSubmission, rejectForm, requireCodeGuessAllowed, setNotice } from "~/session/form.server";
import { bankFailure } from "../flow/bank-failure.server";

const PATH = pathOf("otp");

/**
 * One code screen for both purposes: resend, or verify (format, 5-minute validity, the bank's
 * answer); the same messages and SPEC §8 error mapping. A verified code rotates the session id.
 */
export async function codeAction(
  form: FormData,
  context: AppLoadContext,
  otp: OtpContext,
  calls: {
    /** The key of the phone or email the code went to: its sends and guesses are counted there. */
    sentTo: string;
    resend: () => Promise<unknown>;
    verify: (otpCode: string) => Promise<boolean>;
    onVerified: () => void;
  },
) {
  const { session } = context;
  // Counted per phone or email: a new lead or session for the same one starts no new count.
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
