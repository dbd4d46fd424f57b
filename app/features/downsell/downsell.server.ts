import type { AppLoadContext } from "@remix-run/node";
import { fundLaterScreen } from "~/domain/funding-flow";
import { formatMoney, offerFor, type Offer } from "~/domain/offers";
import { downsellCardTypes, LAUNCH_DOWNSELL } from "~/domain/pricing";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { requireOffer, visitConfiguration } from "~/features/flow/flow.server";

/** A catalogue key, never a text in the session: the notice is said in the request's language. */
export const LAUNCH_OFFER_ACCEPTED_NOTICE = "identityConfirm.offerAccepted";

export async function noticeText(context: AppLoadContext, notice: string): Promise<string> {
  if (notice !== LAUNCH_OFFER_ACCEPTED_NOTICE) return notice;
  const launch = await requireOffer(context, "launch");
  return serverTranslate(localeOf(context))(LAUNCH_OFFER_ACCEPTED_NOTICE, {
    card: launch.name,
    creditLine: formatMoney(LAUNCH_DOWNSELL.creditLimit),
    deposit: formatMoney(LAUNCH_DOWNSELL.securityDeposit),
  });
}

/** SPEC §2.3, §4.6; when the downsell configuration fails the applicant goes on to fund later (the offer is optional). */
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
