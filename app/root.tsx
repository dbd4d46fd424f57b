import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { AnalyticsBridge } from "~/components/analytics";
import { BannerRegion } from "~/components/banner";
import { errorPage } from "~/components/error-page";
import { AffiliateMark, BrandMark, VisaMark } from "~/components/marks";
import { NoscriptRefresh } from "~/components/noscript-refresh";
import { RouteChangeEffects } from "~/components/route-change-effects";
import { SiteFooter } from "~/components/site-footer";
import { useNonce } from "~/components/nonce";
import type { RootData } from "~/components/root-data";
import { keepPageWhenOffline } from "~/components/lost-connection";
import { rootLoader } from "~/features/flow/root-loader.server";
import { pathOf } from "~/domain/route-table";
import { sitePath } from "~/domain/site-path";
import { CSRF_FIELD } from "~/domain/constants";
import { LANGUAGE_PARAM, LOCALE_TAG, otherLocale, type Locale } from "~/i18n/locales";
import { createTranslate, type Translate } from "~/i18n/translate";
import { translateFromMatches } from "~/i18n/use-t";
import { FallbackLanguageData, rememberLanguage, useFallbackLanguage } from "~/i18n/fallback-language";
import { TextsBlocks } from "~/i18n/texts-blocks";
import styles from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const loader = rootLoader;

const NO_MESSAGES: string[] = [];

/** Only if no language reached the page at all (entry.server always provides one): the keys, not a catalogue. */
const FALLBACK_T: Translate = createTranslate([]);

function Document({ children, data, title }: { children: ReactNode; data?: RootData; title?: string }) {
  const nonce = useNonce();
  const fallback = useFallbackLanguage();
  const brand = data?.brand ?? "Meridian";
  const locale: Locale = data?.locale ?? fallback?.locale ?? "en";
  const t = data ? createTranslate([data.texts]) : fallback ? createTranslate([fallback.texts]) : FALLBACK_T;
  return (
    <html lang={LOCALE_TAG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6e" />
        {/* Without root data, `meta` has no language: the error page names itself here. */}
        {title ? <title>{title}</title> : null}
        <Meta />
        <Links />
        <NoscriptRefresh />
        {!data && fallback ? <FallbackLanguageData language={fallback} /> : null}
        {/* Last in <head>: the page's texts by reference (ADR 0160). */}
        <TextsBlocks />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("errors.skipLink")}
        </a>
        <header className="site-header">
          <div className="site-header__inner">
            <a className="site-header__brand" href="/">
              <BrandMark />
              <span className="site-header__name">{t("common.bankName", { brand })}</span>
            </a>
            <div className="site-header__partner">
              {data?.trafficSource ? <AffiliateMark source={data.trafficSource} /> : <VisaMark />}
            </div>
            {data ? <LanguageLink locale={locale} label={t("common.switchLanguage")} /> : null}
            {data?.signedIn ? (
              // A plain form (a full page load with or without JavaScript): ends the session on the server.
              <form method="post" action={pathOf("signOut")} className="site-header__sign-out">
                <input type="hidden" name={CSRF_FIELD} value={data.csrf} />
                <button type="submit" className="link-button">
                  {t("common.signOut")}
                </button>
              </form>
            ) : null}
          </div>
        </header>
        <BannerRegion initial={data?.banner ?? NO_MESSAGES} />
        <main id="main" className="main" tabIndex={-1}>
          {children}
        </main>
        {data ? <SiteFooter brand={brand} version={data.buildVersion} t={t} /> : null}
        <RouteChangeEffects />
        {data ? <AnalyticsBridge fields={data.analytics.fields} events={data.analytics.events} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * 'Español' / 'English': the same page in the other language. A link (a GET) so it works without
 * JavaScript; with it, a client navigation, so the form and what is typed in it stay on the page.
 */
function LanguageLink({ locale, label }: { locale: Locale; label: string }) {
  const { pathname, search } = useLocation();
  const other = otherLocale(locale);
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, other);
  return (
    <Link
      className="site-header__language"
      to={`${pathname}?${params.toString()}`}
      lang={LOCALE_TAG[other]}
      hrefLang={LOCALE_TAG[other]}
      preventScrollReset
    >
      {label}
    </Link>
  );
}

export default function App() {
  const data = useRootDataSafe();
  useEffect(() => {
    if (data) rememberLanguage({ locale: data.locale, texts: data.texts });
  }, [data]);
  return (
    <Document data={data}>
      <Outlet />
    </Document>
  );
}

/** Undefined when the root loader itself failed (error boundary). */
function useRootDataSafe() {
  return useRouteLoaderData<RootData>("root") ?? undefined;
}

/** After a form's post that got no answer, the root's data is not loaded again either (ADR 0002). */
export const shouldRevalidate = keepPageWhenOffline;

/** A title for a route's error at the root boundary; without root data the boundary gives it. */
export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  if (!matches.some((match) => match.id === "root" && match.data)) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const t = translateFromMatches(matches);
  return [
    {
      title: t(
        status === 405 ? "errors.noFormTitle" : status === 404 ? "errors.pageNotFound" : "errors.couldNotDoThat",
      ),
    },
  ];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootDataSafe();
  const fallback = useFallbackLanguage();
  const t = data ? createTranslate([data.texts]) : fallback ? createTranslate([fallback.texts]) : FALLBACK_T;
  // Without root data `meta` gives no title: the page's heading is its title.
  const title = (heading: string) => (data ? undefined : heading);
  const location = useLocation();
  const samePage = sitePath(location.pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = errorPage(error, status, t, samePage, location.search);
  return (
    <Document data={data} title={title(page.heading)}>
      <div className="flow">
        <h1 className="flow__title">{page.heading}</h1>
        <p>{page.message}</p>
        <p className="form__actions">
          {page.links.map((link, index) => (
            <a key={link.href} className={index === 0 ? "button" : "button button--secondary"} href={link.href}>
              {link.text}
            </a>
          ))}
        </p>
      </div>
    </Document>
  );
}
