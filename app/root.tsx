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
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { AnalyticsBridge } from "~/components/analytics";
import { BannerRegion } from "~/components/banner";
import { AffiliateMark, BrandMark, FdicMark, VisaMark } from "~/components/marks";
import { useNonce } from "~/components/nonce";
import type { RootData } from "~/components/root-data";
import { scrollUnlessUserActs } from "~/components/deferred-scroll";
import { keepPageWhenOffline, lostConnection } from "~/components/lost-connection";
import { rootLoader } from "~/features/flow/root-loader.server";
import { pathOf } from "~/domain/route-table";
import { sitePath } from "~/domain/site-path";
import { CSRF_FIELD, SCROLL_TO_TOP_DELAY_MS } from "~/domain/constants";
import { ACCESSIBILITY_LINK } from "~/domain/accessibility-link";
import { LANGUAGE_PARAM, LOCALE_TAG, otherLocale, type Locale } from "~/i18n/locales";
import { createTranslate, type Translate } from "~/i18n/translate";
import { translateFromMatches } from "~/i18n/use-t";
import { FallbackLanguageData, rememberLanguage, useFallbackLanguage } from "~/i18n/fallback-language";
import { TextsBlocks } from "~/i18n/texts-blocks";
import { MARKETING_PARAMS } from "~/domain/marketing";
import styles from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const loader = rootLoader;

const NO_MESSAGES: string[] = [];

/**
 * Only if no language reached the page at all (entry.server always provides one, and writes it into a
 * page without root data): the keys, rather than a catalogue in the browser's root chunk.
 */
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
        {data ? <Footer brand={brand} version={data.buildVersion} t={t} /> : null}
        <RouteChangeEffects />
        {data ? <AnalyticsBridge fields={data.analytics.fields} events={data.analytics.events} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** A route's `handle.noscriptRefresh(data)`: where its page moves on to by itself without JavaScript. */
interface NoscriptRefreshHandle {
  noscriptRefresh?: (data: unknown) => string | null;
}

/**
 * Without JavaScript, a page that waits for the server (the payment's processing page) moves on with
 * an instant redirect: a 0-second refresh, which is not a timed reload (WCAG 2.2.1, technique H76).
 * In <noscript>, so with JavaScript the page does it itself and nothing reloads the document.
 */
function NoscriptRefresh() {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const href = (match.handle as NoscriptRefreshHandle | undefined)?.noscriptRefresh?.(match.data);
    if (href) {
      return (
        <noscript>
          <meta httpEquiv="refresh" content={`0;url=${href}`} />
        </noscript>
      );
    }
  }
  return null;
}

/**
 * After a client-side navigation: focus moves to the new page's heading (unless an error summary or a
 * page alert takes it), so a screen reader says the step's name first, before the bar, the step
 * counter and the progress (issue 51 item 3); to the main region where a page has no heading. The
 * page scrolls to the top 500 ms later (SPEC §2.1) unless they have started using the page by then.
 */
function RouteChangeEffects() {
  // A navigation to another path or query (also the payment's processing and result views on one
  // path): without JavaScript each is a new page, read from its start. Not one to the same address
  // again (the processing page asking for its answer every few seconds), which would pull focus away.
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const first = useRef(true);
  // Marks the document as enhanced (tests wait for it; buttons no longer change to show it) after the
  // commit where every component's useHydrated turns true: the same transition, started in the same
  // effects (ADR 0002). Not useHydrated itself: root importing it would make it a chunk of its own
  // on every page, over the JS budget.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  useEffect(() => {
    if (enhanced) document.documentElement.dataset.hydrated = "true";
  }, [enhanced]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!document.querySelector(".error-summary, .page-alert")) focusPageStart();
    return scrollUnlessUserActs(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
  }, [address]);
  return null;
}

/** Focus on the main region's first heading (focusable by script only), or on the region itself. */
function focusPageStart() {
  const main = document.getElementById("main");
  const heading = main?.querySelector("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  (heading ?? main)?.focus({ preventScroll: true });
}

/** Numbered disclosures; screens mark statements with matching numbers (e.g. 'Pre-Approved*'). */
function Footer({ brand, version, t }: { brand: string; version: string; t: Translate }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2 className="visually-hidden">{t("common.disclosuresHeading")}</h2>
        <ol className="disclosures">
          <li id="disclosure-1">{t("common.disclosurePreApproval")}</li>
          <li id="disclosure-2">{t("common.disclosureCashBack", MARKETING_PARAMS)}</li>
          <li id="disclosure-3">{t("common.disclosureCreditGrowth", MARKETING_PARAMS)}</li>
          <li id="disclosure-4">{t("common.disclosureIssuer", { brand })}</li>
        </ol>
        <div className="site-footer__marks">
          <FdicMark />
          <VisaMark />
        </div>
        <p className="site-footer__links">
          <a href={ACCESSIBILITY_LINK.href}>{t("common.accessibilityLink")}</a>
        </p>
        <p className="site-footer__meta">{t("common.version", { version })}</p>
      </div>
    </footer>
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

/**
 * Only used when a route's error reaches the root boundary: the page still needs a title. Without
 * root data (a refused document post) the boundary gives it, in the request's language.
 */
/** After a form's post that got no answer, the root's data is not loaded again either (ADR 0002). */
export const shouldRevalidate = keepPageWhenOffline;

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

/** What the error page says and where it leads (the first link is the main one). */
function errorPage(error: unknown, status: number, t: Translate, samePage: string, search: string) {
  const start = { href: "/", text: t("errors.backToStart") };
  if (lostConnection(error)) {
    // Nothing reached us, or nothing came back: a new try loads the page itself, which asks the server
    // where the application stands (a payment made meanwhile shows its result).
    const tryAgain = { href: `${samePage}${search}`, text: t("errors.tryAgain") };
    return {
      heading: t("errors.connectionLostTitle"),
      message: t("errors.connectionLostMessage"),
      links: [tryAgain, start],
    };
  }
  if (status === 405) {
    // A post to a page without a form: our page, never the framework's text (it names the route module).
    const back = { href: samePage, text: t("errors.noFormButton") };
    return { heading: t("errors.noFormTitle"), message: t("errors.noFormMessage"), links: [back] };
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : t("errors.somethingWentWrong");
  // A refused post (bad form, too large, too many attempts) can go back to its page: the answers
  // already saved are shown there again.
  const backToPage = status >= 400 && status < 500 && status !== 404 && samePage !== "/";
  const back = { href: samePage, text: t("errors.backToForm") };
  const heading = t(status === 404 ? "errors.pageNotFound" : "errors.couldNotDoThat");
  return { heading, message, links: backToPage ? [back, start] : [start] };
}
