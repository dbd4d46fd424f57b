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

/** Server: entry.server's value. Browser: what the server wrote into the page. */
export function useFallbackLanguage(): FallbackLanguage | null {
  const provided = useContext(FallbackLanguageContext);
  if (provided || typeof document === "undefined") return provided;
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FallbackLanguage;
  } catch {
    return null;
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
