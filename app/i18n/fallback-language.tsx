import { createContext, useContext } from "react";
import type { Locale } from "./locales";
import type { TextsSource } from "./translate";

/**
 * The page's language where the root loader did not run: the root error boundary after a refused
 * document post (without JavaScript a refusal is such a post), where Remix loads no data above the
 * boundary. The server knows the request's language (entry.server provides it); the page carries it in
 * a JSON data block so the browser renders the same words when it hydrates.
 */
export interface FallbackLanguage {
  locale: Locale;
  /** Only the frame's and the error page's texts (the root loader's namespaces: common, errors). */
  texts: TextsSource;
}

export const FallbackLanguageContext = createContext<FallbackLanguage | null>(null);

const ELEMENT_ID = "fallback-language";

/**
 * The browser's language of the last page it showed with root data: the boundary's words when a
 * client-side navigation's data never came (the connection dropped), since the root's data then
 * failed with the rest. Browser only: on the server a module's state would cross requests.
 */
let lastShown: FallbackLanguage | null = null;

export function rememberLanguage(language: FallbackLanguage): void {
  if (typeof document !== "undefined") lastShown = language;
}

/** Server: entry.server's value. Browser: what the server wrote into the page, else the last page's. */
export function useFallbackLanguage(): FallbackLanguage | null {
  const provided = useContext(FallbackLanguageContext);
  if (provided || typeof document === "undefined") return provided;
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return lastShown;
  try {
    return JSON.parse(text) as FallbackLanguage;
  } catch {
    return lastShown;
  }
}

/** The data block the browser reads the language from (never run: a JSON type). */
export function FallbackLanguageData({ language }: { language: FallbackLanguage }) {
  const json = JSON.stringify(language).replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
