import type { AppLoadContext } from "@remix-run/node";
import { pageTexts, type Namespace } from "~/i18n/catalogues.server";
import { takeFormResult } from "~/session/form.server";

/**
 * What every form screen's loader returns about its last post: the rejected form's result, taken
 * once (values kept, errors shown), and whether it has errors (for the 'Error: ' title).
 */
export async function formState<N extends Namespace>(context: AppLoadContext, path: string, ...namespaces: N[]) {
  const lastResult = await takeFormResult(context, path);
  return {
    lastResult: lastResult ?? null,
    hasErrors: lastResult?.status === "error",
    // The page's words in the request's language: its catalogue namespaces (ADR 0160).
    texts: pageTexts(context, ...namespaces),
  };
}

export type FormState = Awaited<ReturnType<typeof formState>>;
