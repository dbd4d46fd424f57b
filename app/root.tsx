import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
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
import { useEffect, useRef, type ReactNode } from "react";
import { analyticsFields, drainQueuedEvents } from "~/analytics/track.server";
import { AnalyticsBridge } from "~/components/analytics";
import { BannerRegion } from "~/components/banner";
import { AffiliateMark, BrandMark, FdicMark, VisaMark } from "~/components/marks";
import { useNonce } from "~/components/nonce";
import type { RootData } from "~/components/root-data";
import { scrollUnlessUserActs } from "~/components/deferred-scroll";
import { keepBankSessionFresh } from "~/features/flow/bank-session.server";
import { isSignedIn } from "~/session/sign-out.server";
import { pathOf } from "~/domain/route-table";
import { SIGN_OUT } from "~/domain/sign-out";
import { BUILD_VERSION, SCROLL_TO_TOP_DELAY_MS } from "~/domain/constants";
import { CASH_BACK_DISCLOSURE, CREDIT_GROWTH_DISCLOSURE } from "~/domain/marketing";
import { NO_FORM_HERE } from "~/domain/no-form-here";
import { ACCESSIBILITY_LINK } from "~/domain/accessibility-link";
import styles from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

async function drainEvents(context: LoaderFunctionArgs["context"]) {
  const events = drainQueuedEvents(context);
  return events;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  // Every page (and every client navigation) is activity: it keeps the bank session alive.
  await keepBankSessionFresh(context);
  const banner = await context.banner().catch((error: unknown) => {
    context.log.warn({ err: error }, "banner unavailable");
    return [] as string[];
  });
  return {
    csrf: context.session.data.csrf,
    brand: context.env.BRAND_NAME,
    homeUrl: context.homeUrl,
    buildVersion: BUILD_VERSION,
    banner,
    trafficSource: context.session.data.trafficSource ?? null,
    customerServicePhone: context.env.CUSTOMER_SERVICE_PHONE,
    idleMinutes: Math.round(context.sessions.idleMs / 60_000),
    idleMs: context.sessions.idleMs,
    sessionEndsAt: context.session.data.lastSeenAt + context.sessions.idleMs,
    analytics: { fields: analyticsFields(context.session.data, context.userIdOf), events: await drainEvents(context) },
    signedIn: isSignedIn(context.session.data),
  };
}

const NO_MESSAGES: string[] = [];

function Document({ children, data }: { children: ReactNode; data?: RootData }) {
  const nonce = useNonce();
  const brand = data?.brand ?? "Meridian";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6e" />
        <Meta />
        <Links />
        <NoscriptRefresh />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <header className="site-header">
          <div className="site-header__inner">
            <a className="site-header__brand" href="/">
              <BrandMark brand={brand} />
              <span className="site-header__name">{brand} Bank</span>
            </a>
            <div className="site-header__partner">
              {data?.trafficSource ? <AffiliateMark source={data.trafficSource} /> : <VisaMark />}
            </div>
            {data?.signedIn ? (
              // A plain form (a full page load with or without JavaScript): ends the session on the server.
              <form method="post" action={pathOf("signOut")} className="site-header__sign-out">
                <input type="hidden" name="csrf" value={data.csrf} />
                <button type="submit" className="link-button">
                  {SIGN_OUT.button}
                </button>
              </form>
            ) : null}
          </div>
        </header>
        <BannerRegion initial={data?.banner ?? NO_MESSAGES} />
        <main id="main" className="main" tabIndex={-1}>
          {children}
        </main>
        <Footer brand={brand} version={data?.buildVersion ?? BUILD_VERSION} />
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
 * After a client-side navigation: focus moves to the main region (unless an error summary or a page alert takes it)
 * so screen readers start at the new content, and the page scrolls to the top 500 ms later (SPEC §2.1)
 * unless they have started using the page by then.
 */
function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Marks the document as enhanced (tests wait for it; buttons no longer change to show it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!document.querySelector(".error-summary, .page-alert"))
      document.getElementById("main")?.focus({ preventScroll: true });
    return scrollUnlessUserActs(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
  }, [pathname]);
  return null;
}

/** Numbered disclosures; screens mark statements with matching numbers (e.g. 'Pre-Approved*'). */
function Footer({ brand, version }: { brand: string; version: string }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2 className="visually-hidden">Disclosures</h2>
        <ol className="disclosures">
          <li id="disclosure-1">
            *Pre-approval means you meet our initial criteria; no credit check is needed to apply. You will not be
            approved if you are not a US resident, your SSN is invalid, you are under 18, your expenses are more than
            your income, your income is not enough, you already have two or more open accounts with us, or an account
            with us is not in good standing.
          </li>
          <li id="disclosure-2">{CASH_BACK_DISCLOSURE}</li>
          <li id="disclosure-3">{CREDIT_GROWTH_DISCLOSURE}</li>
          <li id="disclosure-4">
            The {brand} secured Visa credit cards are issued by {brand} Bank, a division of {brand} Financial, Member
            FDIC, pursuant to a license from Visa U.S.A. Inc.
          </li>
        </ol>
        <div className="site-footer__marks">
          <FdicMark />
          <VisaMark />
        </div>
        <p className="site-footer__links">
          <a href={ACCESSIBILITY_LINK.href}>{ACCESSIBILITY_LINK.text}</a>
        </p>
        <p className="site-footer__meta">Version {version}</p>
      </div>
    </footer>
  );
}

export default function App() {
  const data = useRootDataSafe();
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

/** Only used when a route's error reaches the root boundary: the page still needs a title. */
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [
    { title: status === 405 ? NO_FORM_HERE.title : status === 404 ? "Page not found" : "Sorry, we could not do that" },
  ];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootDataSafe();
  const location = useLocation();
  // Leading slashes collapsed: a path like '//evil.example' must never become an off-site link.
  const samePage = `/${location.pathname.replace(/^[/\\]+/, "")}`;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 405) {
    // A post to a page without a form: our page, never the framework's text (it names the route module).
    return (
      <Document data={data}>
        <div className="flow">
          <h1 className="flow__title">{NO_FORM_HERE.title}</h1>
          <p>{NO_FORM_HERE.message}</p>
          <p>
            <a className="button" href={samePage}>
              {NO_FORM_HERE.buttonText}
            </a>
          </p>
        </div>
      </Document>
    );
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : "Oops, something went wrong.";
  // A refused post (bad form, too large, too many attempts) can go back to its page: the answers
  // already saved are shown there again.
  const backToPage = status >= 400 && status < 500 && status !== 404 && location.pathname !== "/";
  return (
    <Document data={data}>
      <div className="flow">
        <h1 className="flow__title">{status === 404 ? "Page not found" : "Sorry, we could not do that"}</h1>
        <p>{message}</p>
        <p className="form__actions">
          {backToPage ? (
            <a className="button" href={samePage}>
              Back to the form
            </a>
          ) : null}
          <a className={backToPage ? "button button--secondary" : "button"} href="/">
            Back to the start
          </a>
        </p>
      </div>
    </Document>
  );
}
