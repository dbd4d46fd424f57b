import { createContext, useContext } from "react";
import type { Locale } from "./locales";
import type { TextsSource } from "./translate";

// For the root error boundary after a refused document post, where Remix loads no data above it.
export interface FallbackLanguage {
  locale: Locale;
  texts: TextsSource;
}

export const FallbackLanguageContext = createContext<FallbackLanguage | null>(null);

const ELEMENT_ID = "fallback-language";

// When a navigation's data never came, the root's failed too. Browser only: server state would cross requests.
let lastShown: FallbackLanguage | null = null;

export function rememberLanguage(language: FallbackLanguage): void {
  if (typeof document !== "undefined") lastShown = language;
}

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
