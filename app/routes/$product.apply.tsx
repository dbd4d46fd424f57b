import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { FormGuard } from "~/components/form-screen";
import { useLoaderData } from "@remix-run/react";
import type { CardType } from "~/domain/products";
import { readForm } from "~/session/form.server";
import { firstIncompleteStep } from "~/domain/flow-steps";
import { brandEntryPath } from "~/domain/entry-paths";
import { COOKIE_CHECK_PARAM } from "~/domain/routing";
import { cardTypeForEntrySlug, launchEnabled } from "~/domain/offers";
import { pathOf } from "~/domain/route-table";
import { affiliateRequestFrom, isDefaultHomeRequest, queryWithAffiliateAnswer } from "~/domain/affiliates";
import { bankFor, campaignCallAllowed, rememberVisit, requireConfiguration } from "~/features/flow/flow.server";
import { pageTexts } from "~/i18n/catalogues.server";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { isFundingRetry } from "~/features/submission/submission.server";

/** Entry pages /{Card}/Apply, any letter case: preset the card type and go to basic information. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const brand = context.env.BRAND_NAME;
  const url = new URL(request.url);
  // A first visit's cookie check has done its work once the page runs: no URL of ours carries it on.
  const search = new URLSearchParams(url.searchParams);
  search.delete(COOKIE_CHECK_PARAM);
  const affiliate = affiliateRequestFrom(search);
  // The URL we wrote the answer onto carries 'nid' again: it was posted already.
  if (affiliate && context.session.data.affiliateQuery !== search.toString() && (await campaignCallAllowed(context))) {
    try {
      const answer = await bankFor(context).setAffiliateInfo(affiliate);
      const query = queryWithAffiliateAnswer(search, answer).toString();
      context.session.data.affiliateQuery = query;
      return redirect(`${url.pathname}${query ? `?${query}` : ""}`);
    } catch (error) {
      // An affiliate hiccup must not stop an application: continue without the partner's fields.
      context.log.warn({ err: error }, "setAffiliateInfo failed");
    }
  }
  if (isDefaultHomeRequest(url.pathname, search)) {
    const query = new URLSearchParams(search);
    query.delete("default");
    rememberVisit(context, request);
    return redirect(`${pathOf("intro")}${query.size ? `?${query}` : ""}`);
  }
  rememberVisit(context, request);
  const cardType = cardTypeForEntrySlug(params.product ?? "", brand);
  if (!cardType) return redirect(brandEntryPath(brand));
  if (cardType === "launch" && !launchEnabled(await requireConfiguration(context))) {
    return redirect(brandEntryPath(brand));
  }
  const session = context.session;
  // A GET never discards an application in progress (a lead, a verified code): it asks (decision 0017).
  if (session.data.draft.cardType !== cardType && inProgress(session.data)) {
    // Submitted (not a funding retry): its steps lead to its result, and 'in progress' would be untrue.
    const submitted = Boolean(session.data.submission) && !isFundingRetry(session.data);
    return {
      texts: pageTexts(context, "startOver"),
      cardType,
      submitted,
      continueHref: submitted ? pathOf("submit") : firstIncompleteStep(context.session.data),
    };
  }
  if (session.data.draft.cardType !== cardType) {
    // A different card starts a new lead; the applicant's typed answers are kept.
    const { sealedPii: _pii, productId: _product, ...answers } = session.data.draft;
    session.data.draft = { ...answers, cardType };
    session.data.leadId = undefined;
    session.data.otp = undefined;
    session.data.verifiedAt = undefined;
  }
  return redirect(pathOf("basicInfo"));
}

export const meta: MetaFunction = ({ matches }) => [{ title: translateFromMatches(matches)("startOver.title") }];

function inProgress(data: LoaderFunctionArgs["context"]["session"]["data"]): boolean {
  return Boolean(data.leadId || data.verifiedAt || data.otp || data.submission);
}

/** The old session ends: nothing of the old application is kept but the visit's campaign values. */
export async function action({ params, context, request }: ActionFunctionArgs) {
  await readForm(request, context, []);
  const cardType: CardType | null = cardTypeForEntrySlug(params.product ?? "", context.env.BRAND_NAME);
  if (!cardType) return redirect(brandEntryPath(context.env.BRAND_NAME), 303);
  const { session } = context;
  const { visit, trafficSource } = session.data;
  context.cards.delete(session.id);
  await session.reset();
  session.data.draft = { cardType };
  if (visit) session.data.visit = visit;
  if (trafficSource) session.data.trafficSource = trafficSource;
  return redirect(pathOf("basicInfo"), 303);
}

export default function StartOver() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="flow notice">
      <h1 className="flow__title">{t("startOver.title")}</h1>
      <p>{t(data.submitted ? "startOver.messageSubmitted" : "startOver.message")}</p>
      <form method="post" className="form__actions form__actions--pair">
        <FormGuard />
        <button type="submit" className="button button--secondary">
          {t("startOver.startOver")}
        </button>
        <a className="button button--primary" href={data.continueHref}>
          {t(data.submitted ? "startOver.continueSubmitted" : "startOver.continue")}
        </a>
      </form>
    </div>
  );
}
