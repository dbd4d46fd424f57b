import type { AppLoadContext } from "@remix-run/node";
import { pageTexts, type Namespace } from "~/i18n/catalogues.server";
import { takeFormResult } from "~/session/form.server";

/** The last post's rejected form (taken once) and whether it has errors, for the 'Error: ' title. */
export async function formState<N extends Namespace>(context: AppLoadContext, path: string, ...namespaces: N[]) {
  const lastResult = await takeFormResult(context, path);
  return {
    lastResult: lastResult ?? null,
    hasErrors: lastResult?.status === "error",
    texts: pageTexts(context, ...namespaces),
  };
}

export type FormState = Awaited<ReturnType<typeof formState>>;
