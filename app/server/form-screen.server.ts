import type { AppLoadContext } from "@remix-run/node";
import { takeFormResult } from "~/session/form.server";

/**
 * What every form screen's loader returns about its last post: the rejected form's result, taken
 * once (values kept, errors shown), and whether it has errors (for the 'Error: ' title).
 */
export async function formState(context: AppLoadContext, path: string) {
  const lastResult = await takeFormResult(context, path);
  return { lastResult: lastResult ?? null, hasErrors: lastResult?.status === "error" };
}

export type FormState = Awaited<ReturnType<typeof formState>>;
