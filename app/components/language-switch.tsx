import { Link, useLocation, useMatches } from "@remix-run/react";
import { LANGUAGE_INTENT, LANGUAGE_PARAM, LOCALE_TAG, otherLocale, type Locale } from "~/i18n/locales";
import { useHydrated } from "./hydrated";

/**
 * A form screen's `handle.languageForm(data)`: the id of the form the header's language switch posts
 * without JavaScript, or null while the page shows no such form (ADR 0233). Only forms that post to
 * their own page: the kept answers come back there.
 */
export interface LanguageFormHandle {
  languageForm: (data: unknown) => string | null;
}

/** The handle of a screen whose one form (`formId`) is always on the page. */
export function languageForm(formId: string): LanguageFormHandle {
  return { languageForm: () => formId };
}

/** The form the page's deepest route names for the language switch, if any. */
function useLanguageFormId(): string | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<LanguageFormHandle> | undefined;
    if (handle?.languageForm) return handle.languageForm(match.data);
  }
  return null;
}

/**
 * 'Español' / 'English': the same page in the other language, at the same address. A link (a GET)
 * that works without JavaScript, and with it is a client navigation, so the form and what is typed
 * in it stay on the page. Without JavaScript on a form screen, a link would lose what is typed: there
 * it is a button of the page's form, which posts the answers with the choice (`?lng=`), and the
 * server shows them again in the other language (ADR 0233).
 */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const { pathname, search } = useLocation();
  const formId = useLanguageFormId();
  const hydrated = useHydrated();
  const other = otherLocale(locale);
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, other);
  const href = `${pathname}?${params.toString()}`;
  const lang = LOCALE_TAG[other];
  if (formId && !hydrated) {
    return (
      <button
        type="submit"
        form={formId}
        formAction={href}
        formMethod="post"
        formNoValidate
        name="intent"
        value={LANGUAGE_INTENT}
        className="site-header__language link-button"
        lang={lang}
      >
        {label}
      </button>
    );
  }
  return (
    <Link className="site-header__language" to={href} lang={lang} hrefLang={lang} preventScrollReset>
      {label}
    </Link>
  );
}
