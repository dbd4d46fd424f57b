import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { createTranslate, type Translate, type TextsSource } from "./translate";

/** What a loader adds to its data for the page's words: the namespaces it shows, in the request's language. */
export interface PageTexts {
  texts: TextsSource;
}

type Match = { data?: unknown };

function textsOf(matches: ReadonlyArray<Match>): Array<TextsSource | undefined> {
  return matches.map((match) => (match.data as Partial<PageTexts> | null | undefined)?.texts);
}

/** The page's translate function (server render and browser alike) over the texts its loaders sent. */
export function useT(): Translate {
  const matches = useMatches();
  return useMemo(() => createTranslate(textsOf(matches)), [matches]);
}

/** For `meta` functions: the same, from the matches `meta` receives. */
export function translateFromMatches(matches: ReadonlyArray<Match>): Translate {
  return createTranslate(textsOf(matches));
}

export function useLocale(): Locale {
  return useRouteLoaderData<{ locale?: Locale }>("root")?.locale ?? DEFAULT_LOCALE;
}
