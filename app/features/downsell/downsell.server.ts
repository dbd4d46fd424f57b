import type { AppLoadContext } from "@remix-run/node";
import { fundLaterScreen } from "~/domain/funding-flow";
import { formatMoney, offerFor, type Offer } from "~/domain/offers";
import { downsellCardTypes, LAUNCH_DOWNSELL } from "~/domain/pricing";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { requireOffer, visitConfiguration } from "~/features/flow/flow.server";

/**
 * The notice 'Accept offer' leaves for identity confirm (SPEC §4.4 goes there), which says in the
 * request's language what the accepted offer changed: a catalogue key, never a text in the session.
 */
export const LAUNCH_OFFER_ACCEPTED_NOTICE = "identityConfirm.offerAccepted";

/** Identity confirm's one-time notice in the request's language: the accepted offer's, or any other as left. */
export async function noticeText(context: AppLoadContext, notice: string): Promise<string> {
  if (notice !== LAUNCH_OFFER_ACCEPTED_NOTICE) return notice;
  const launch = await requireOffer(context, "launch");
  return serverTranslate(localeOf(context))(LAUNCH_OFFER_ACCEPTED_NOTICE, {
    card: launch.name,
    creditLine: formatMoney(LAUNCH_DOWNSELL.creditLimit),
    deposit: formatMoney(LAUNCH_DOWNSELL.securityDeposit),
  });
}

/**
 * The Launch offer to show instead of 'fund later' (SPEC §2.3, §4.6), or null. Which products offer
 * a downsell is learnt from the configuration fetched with downsell=true; when that fetch fails the
 * applicant simply goes on to fund later (the offer is optional, the application is not).
 */
export async function launchDownsellOffer(context: AppLoadContext): Promise<Offer | null> {
  const { draft, submission } = context.session.data;
  if (!draft.cardType) return null;
  const now = new Date(context.now());
  try {
    const config = await visitConfiguration(context, true);
    const launch = offerFor(config, "launch", now);
    const screen = fundLaterScreen({
      cardType: draft.cardType,
      downsellCardTypes: downsellCardTypes(config, now),
      launchOffered: launch !== null,
      applicationExists: Boolean(submission?.applicationId),
    });
    return screen === "launchDownsell" ? launch : null;
  } catch (error) {
    context.log.warn({ err: error }, "downsell configuration unavailable; no Launch offer");
    return null;
  }
}
