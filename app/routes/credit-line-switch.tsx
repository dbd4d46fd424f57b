import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { creditLineNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { SwitchCardsChoice } from "~/components/credit-line";
import { FlowLayout } from "~/components/flow-layout";
import { isCardType } from "~/domain/products";
import { pathOf, stepOf } from "~/domain/route-table";
import {
  cardChoices,
  chooseCreditLine,
  clearCreditLine,
  switchableCards,
} from "~/features/credit-line/credit-line.server";
import { bankFor, completeStep, reopenStep } from "~/features/flow/flow.server";
import { requireOpenStep } from "~/features/submission/submission.server";
import { readForm } from "~/session/form.server";
import styles from "~/styles/credit-line.css";
import { screenHead } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { useT } from "~/i18n/use-t";

const PATH = pathOf("creditLineSwitch");

export const { links, meta } = screenHead(styles, "creditLineSwitch.metaTitle");

async function otherCards(context: AppLoadContext, status: 302 | 303) {
  requireOpenStep(context, "creditLine", status);
  return switchableCards(context);
}

export async function loader({ context }: LoaderFunctionArgs) {
  const cards = await otherCards(context, 302);
  if (cards.length === 0) throw redirect(pathOf("creditLine"));
  return { texts: pageTexts(context, "creditLineSwitch"), cards: cardChoices(cards) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, []);
  const cards = await otherCards(context, 303);
  const wanted = form.get("intent");
  const chosen = isCardType(wanted) ? cards.find((c) => c.offer.cardType === wanted) : undefined;
  // Only a tampered or stale form names a card not on offer: show the choice again.
  if (!chosen) return redirect(PATH, 303);

  const { session } = context;
  const { offer } = chosen;
  const leadId = session.data.leadId;
  session.data.draft = { ...session.data.draft, cardType: offer.cardType, productId: offer.productId };
  clearCreditLine(context);
  if (leadId) {
    // SPEC §7: fire and forget. The client logs a failure and never throws; nobody waits for it.
    void bankFor(context).updateProduct(leadId, offer.productId);
  }

  if (offer.cardType === "basic") {
    // SPEC §2.2: choosing basic goes straight on, at the basic card's first amount (its minimum).
    chooseCreditLine(context, offer, chosen.pricing, chosen.first.amount);
    completeStep(context, "creditLine");
    track(context, creditLineNextEvents("basic"), { step_name: "credit_line" });
    return redirect(pathOf("identity"), 303);
  }
  session.data.draft.incentiveId = offer.incentive?.id ?? null;
  session.data.draft.incentiveName = offer.incentive?.name ?? null;
  reopenStep(context, "creditLine");
  return redirect(pathOf("creditLine"), 303);
}

export default function CreditLineSwitch() {
  const { cards } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <FlowLayout
      backHref={pathOf("creditLine")}
      step={stepOf("creditLineSwitch")}
      title={t("creditLineSwitch.title")}
      lead={<p>{t("creditLineSwitch.lead")}</p>}
    >
      <SwitchCardsChoice
        cards={cards}
        headingLevel={2}
        columns
        keep={<a href={pathOf("creditLine")}>{t("creditLineSwitch.keep")}</a>}
      />
    </FlowLayout>
  );
}
