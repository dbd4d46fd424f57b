import { redirect, type AppLoadContext } from "@remix-run/node";
import type { ErrorKey } from "~/domain/error-catalogue";
import { pathOf } from "~/domain/route-table";
import { errorRedirect } from "~/session/form.server";
import { bankFailureOf, FAILURE_SCREEN, type BankFailure } from "~/upstream/errors";

type Answer<T> = ErrorKey | ((error: unknown, failure: BankFailure) => T | Promise<T>);

/** A session the bank ended is never the site's to answer: ours ends too (SPEC §4.5, §8). */
export type FailureAnswers<T> = Partial<Record<Exclude<BankFailure, "sessionEnded">, Answer<T>>> & {
  otherwise?: Answer<T>;
};

/** Every bank failure goes through here (ADR 0004): 401/403 end our session; else the site's answer or SPEC §7-8's screen. */
export async function bankFailure<T = never>(
  context: AppLoadContext,
  error: unknown,
  answers: FailureAnswers<T> = {},
): Promise<Response | T> {
  const failure = bankFailureOf(error);
  if (failure === "sessionEnded") {
    await context.session.reset();
    return redirect(pathOf("sessionExpired"), 303);
  }
  const answer = answers[failure] ?? answers.otherwise ?? FAILURE_SCREEN[failure];
  return typeof answer === "string" ? errorRedirect(answer) : answer(error, failure);
}

/** A session the bank ended still ends ours (the redirect is thrown); any other failure gives `fallback`'s answer. */
export async function bankFailureOr<T>(
  context: AppLoadContext,
  error: unknown,
  fallback: (error: unknown) => T | Promise<T>,
): Promise<T> {
  const answer = await bankFailure(context, error, { otherwise: async (e) => ({ value: await fallback(e) }) });
  if (answer instanceof Response) throw answer;
  return answer.value;
}
