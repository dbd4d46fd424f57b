import type { LoaderFunctionArgs } from "@remix-run/node";
import { analyticsFields, drainQueuedEvents } from "~/analytics/track.server";
import type { RootData } from "~/components/root-data";
import { BUILD_VERSION } from "~/domain/constants";
import { formatEasternTime, formatIdleLimit } from "~/domain/time";
import { pageTexts } from "~/i18n/catalogues.server";
import { chooseLanguage, localeOf } from "~/i18n/locale.server";
import { LOCALE_TAG } from "~/i18n/locales";
import { isSignedIn } from "~/session/sign-out.server";
import { keepBankSessionFresh } from "./bank-session.server";

export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  const switched = await chooseLanguage(context, request);
  if (switched) throw switched;
  const locale = localeOf(context);
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
    idleTexts: {
      endsAtEastern: formatEasternTime(context.session.data.lastSeenAt + context.sessions.idleMs, LOCALE_TAG[locale]),
      limit: formatIdleLimit(context.sessions.idleMs, LOCALE_TAG[locale]),
    },
    analytics: {
      fields: analyticsFields(context.session.data, context.userIdOf, locale),
      // Handed to the page once: the request's end saves the emptied queue.
      events: drainQueuedEvents(context),
    },
    signedIn: isSignedIn(context.session.data),
    locale,
    texts: pageTexts(context, "common", "errors", "form", "layout", "offer"),
  };
}
