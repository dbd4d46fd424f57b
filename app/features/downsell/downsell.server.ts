import type { AppLoadContext } from "@remix-run/node";
import { fundLaterScreen } from "~/domain/funding-flow";
import { offerFor, type Offer } from "~/domain/offers";
import { downsellCardTypes } from "~/domain/pricing";

/**
 * The Launch offer to show instead of 'fund later' (SPEC §2.3, §4.6), or null. Which products offer
 * a downsell is learnt from the configuration fetched with downsell=true; when that fetch fails the
 * applicant simply goes on to fund later (the offer is optional, the application is not).
 */
export async function launchDownsellOffer(context: AppLoadContext): Promise<Offer | null> {
  const { draft, visit, submission } = context.session.data;
  if (!draft.cardType) return null;
  const now = new Date(context.now());
  try {
    const config = await context.configuration({ ...(visit ?? {}), downsell: true });
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
