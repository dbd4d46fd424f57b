import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { createTranslate, type Translate, type TextsSource } from "./translate";

export interface PageTexts {
  texts: TextsSource;
}

type Match = { data?: unknown };

function textsOf(matches: ReadonlyArray<Match>): Array<TextsSource | undefined> {
  return matches.map((match) => (match.data as Partial<PageTexts> | null | undefined)?.texts);
}

export function useT(): Translate {
  const matches = useMatches();
  return useMemo(() => createTranslate(textsOf(matches)), [matches]);
}

export function translateFromMatches(matches: ReadonlyArray<Match>): Translate {
  return createTranslate(textsOf(matches));
}

export function useLocale(): Locale {
  return useRouteLoaderData<{ locale?: Locale }>("root")?.locale ?? DEFAULT_LOCALE;
}
