import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { brandEntryPath } from "~/domain/entry-paths";
import { cardTypeForEntrySlug, launchEnabled } from "~/domain/offers";
import { pathOf } from "~/domain/route-table";
import { affiliateRequestFrom, isDefaultHomeRequest, queryWithAffiliateAnswer } from "~/domain/affiliates";
import { bankFor, rememberVisit, requireConfiguration } from "~/session/flow.server";

/**
 * Entry pages /Secured/Apply, /SecuredPlus/Apply, /Launch/Apply and /{Brand}/Apply (any letter
 * case): preset the card type and go to basic information.
 */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const brand = context.env.BRAND_NAME;
  const url = new URL(request.url);
  const affiliate = affiliateRequestFrom(url.searchParams);
  // The URL we wrote the answer onto carries 'nid' again: it was posted already.
  if (affiliate && context.session.data.affiliateQuery !== url.searchParams.toString()) {
    try {
      const answer = await bankFor(context).setAffiliateInfo(affiliate);
      const query = queryWithAffiliateAnswer(url.searchParams, answer).toString();
      context.session.data.affiliateQuery = query;
      await context.session.save();
      return redirect(`${url.pathname}${query ? `?${query}` : ""}`);
    } catch (error) {
      // An affiliate hiccup must not stop an application: continue without the partner's fields.
      context.log.warn({ err: error }, "setAffiliateInfo failed");
      await context.session.save();
    }
  }
  if (isDefaultHomeRequest(url.pathname, url.searchParams)) {
    const query = new URLSearchParams(url.searchParams);
    query.delete("default");
    rememberVisit(context, request);
    await context.session.save();
    return redirect(`${pathOf("intro")}${query.size ? `?${query}` : ""}`);
  }
  if (rememberVisit(context, request)) await context.session.save();
  const cardType = cardTypeForEntrySlug(params.product ?? "", brand);
  if (!cardType) return redirect(brandEntryPath(brand));
  if (cardType === "launch" && !launchEnabled(await requireConfiguration(context))) {
    return redirect(brandEntryPath(brand));
  }
  const session = context.session;
  if (session.data.draft.cardType !== cardType) {
    // A different card starts a new lead; the applicant's typed answers are kept.
    const { sealedPii: _pii, productId: _product, ...answers } = session.data.draft;
    session.data.draft = { ...answers, cardType };
    session.data.leadId = undefined;
    session.data.otp = undefined;
    session.data.verifiedAt = undefined;
    await session.save();
  }
  return redirect(pathOf("basicInfo"));
}
