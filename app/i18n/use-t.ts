import { useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { createTranslate, type Messages, type Translate } from "./translate";

/** What the root loader gives every page for its language: the catalogue of that language (flat). */
export interface LanguageData {
  locale: Locale;
  messages: Messages;
}

const NONE: Messages = {};

function languageOf(data: Partial<LanguageData> | undefined): LanguageData {
  return { locale: data?.locale ?? DEFAULT_LOCALE, messages: data?.messages ?? NONE };
}

/** The page's translate function (server render and browser alike, from the root loader's messages). */
export function useT(): Translate {
  const { messages } = languageOf(useRouteLoaderData<LanguageData>("root"));
  return useMemo(() => createTranslate(messages), [messages]);
}

export function useLocale(): Locale {
  return languageOf(useRouteLoaderData<LanguageData>("root")).locale;
}

/** For `meta` functions: the translate function from the root match's data. */
export function translateFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown }>): Translate {
  const root = matches.find((match) => match.id === "root")?.data as Partial<LanguageData> | undefined;
  return createTranslate(languageOf(root).messages);
}
