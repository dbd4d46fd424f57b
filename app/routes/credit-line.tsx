import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { creditLineNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { AmountText, CardFacts, SwitchCardsChoice } from "~/components/credit-line";
import { RadioGroup } from "~/components/radio-group";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { useScreenForm } from "~/components/screen-form";
import { formatMoney } from "~/domain/offers";
import { amountOption, presetOptions, type AmountOption, type CardChoice, type Pricing } from "~/domain/pricing";
import { pathOf, stepOf } from "~/domain/route-table";
import { CREDIT_LINE_FIELDS, creditLinePresetSchema } from "~/server/form-schemas.server";
import {
  cardChoices,
  chooseCreditLine,
  currentAmount,
  requireCreditLineStep,
  switchableCards,
} from "~/features/credit-line/credit-line.server";
import { completeStep } from "~/features/flow/flow.server";
import { constraintOf, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import type { AppLoadContext } from "@remix-run/node";
import styles from "~/styles/credit-line.css";
import { FormGuard, formScreen, SubmitButton, ScreenForm } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";
import { useModalDialog } from "~/components/use-modal-dialog";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "creditLine",
  styles,
  "creditLine.metaTitle",
);

/** SPEC §9's tiers with any promotion, and an amount chosen on the custom screen (Launch's custom 'Continue' returns here). */
function amountsOffered(
  context: AppLoadContext,
  pricing: Pricing,
): { options: AmountOption[]; customAmount: number | null } {
  const chosen = currentAmount(context, pricing);
  if (pricing.cardType === "launch") {
    return { options: [amountOption(pricing, chosen ?? pricing.defaultCreditLine)], customAmount: null };
  }
  const options = presetOptions(pricing);
  if (chosen === null || options.some((o) => o.amount === chosen)) return { options, customAmount: null };
  return { options: [...options, amountOption(pricing, chosen)], customAmount: chosen };
}

export async function loader({ context }: LoaderFunctionArgs) {
  const { offer, pricing } = await requireCreditLineStep(context);
  const { options, customAmount } = amountsOffered(context, pricing);
  const chosen = currentAmount(context, pricing);
  const switchCards = cardChoices(await switchableCards(context));
  return {
    cardType: pricing.cardType,
    cardName: offer.name,
    apr: offer.apr,
    annualFee: pricing.annualFee,
    programFee: pricing.programFee,
    preApproved: pricing.defaultCreditLine,
    incentiveName: pricing.incentive?.name ?? null,
    options,
    customAmount,
    switchCards,
    ...(await formState(context, PATH, "creditLine", "creditLineSwitch")),
    constraint: constraintOf(creditLinePresetSchema(options.map((o) => o.amount))),
    defaults: { amount: chosen === null ? undefined : String(chosen) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, CREDIT_LINE_FIELDS);
  const { offer, pricing } = await requireCreditLineStep(context, 303);
  const { options } = amountsOffered(context, pricing);
  let amount: number;
  if (pricing.cardType === "launch") {
    // Nothing to choose: the pre-approved (or custom) amount shown is confirmed.
    amount = (options[0] as AmountOption).amount;
  } else {
    const submission = parseSubmission(form, creditLinePresetSchema(options.map((o) => o.amount)));
    if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
    amount = submission.value.amount;
  }
  chooseCreditLine(context, offer, pricing, amount);
  completeStep(context, "creditLine");
  track(context, creditLineNextEvents(pricing.cardType), { step_name: "credit_line" });
  return redirect(pathOf("identity"), 303);
}

export default function CreditLine() {
  const data = useLoaderData<typeof loader>();
  const launch = data.cardType === "launch";
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const [switching, setSwitching] = useState(false);
  // A page load or a post that came back closes the dialog.
  useEffect(() => setSwitching(false), [location.key]);
  const openSwitch = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    setSwitching(true);
  };
  return (
    <FlowLayout
      backHref={pathOf("income")}
      step={stepOf("creditLine")}
      title={launch ? t("creditLine.titleLaunch") : t("creditLine.title")}
      lead={
        <>
          <p>{t("creditLine.lead")}</p>
          {data.incentiveName ? (
            <p className="promo-note">
              {richText(t("creditLine.offerApplied", { name: data.incentiveName }), {
                strong: (inner) => <strong>{inner}</strong>,
              })}
            </p>
          ) : null}
        </>
      }
    >
      {launch ? <LaunchAmount /> : <PresetAmounts />}
      <CardFacts
        cardName={data.cardName}
        annualFee={data.annualFee}
        programFee={data.programFee}
        apr={data.apr}
        action={
          data.switchCards.length ? (
            <a
              className="card-facts__switch"
              href={pathOf("creditLineSwitch")}
              onClick={openSwitch}
              aria-haspopup="dialog"
            >
              {t("creditLineSwitch.title")}
            </a>
          ) : null
        }
      />
      {hydrated && data.switchCards.length ? (
        <SwitchCardsDialog cards={data.switchCards} open={switching} onClose={() => setSwitching(false)} />
      ) : null}
      <HelpTray>
        <p>{t("creditLine.helpDeposit")}</p>
        {launch ? (
          <p>{t("creditLine.helpLaunch", { card: data.cardName, amount: formatMoney(data.preApproved) })}</p>
        ) : (
          <p>{t("creditLine.helpPresets")}</p>
        )}
      </HelpTray>
    </FlowLayout>
  );
}

function PresetAmounts() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { fields, ...flow } = useScreenForm("credit-line", data);
  return (
    <>
      <ScreenForm flow={flow}>
        <RadioGroup
          meta={fields.amount}
          legend={t("creditLine.amountLegend")}
          hint={t("creditLine.amountHint")}
          options={data.options.map((option) => ({
            value: String(option.amount),
            label: <AmountText option={option} custom={option.amount === data.customAmount} />,
          }))}
        />
        <p className="other-amount">
          <a href={pathOf("creditLineCustom")}>{t("creditLine.otherAmount")}</a>
        </p>
        <SubmitButton>{t("creditLine.confirm")}</SubmitButton>
      </ScreenForm>
    </>
  );
}

function LaunchAmount() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const option = data.options[0];
  if (!option) return null;
  return (
    <Form method="post" className="form">
      <FormGuard />
      <div className="pre-approved">
        <p className="pre-approved__label">
          {option.amount === data.preApproved ? t("creditLine.preApprovedLabel") : t("creditLine.yourCreditLine")}
        </p>
        <p className="pre-approved__amount">{formatMoney(option.amount)}</p>
        <p className="pre-approved__deposit">
          {richText(t("creditLine.launchDeposit", { amount: formatMoney(option.figures.deposit) }), {
            strong: (inner) => <strong>{inner}</strong>,
          })}
        </p>
        {option.figures.promotionalCredit > 0 ? (
          <p className="pre-approved__deposit">
            {t("offer.amountPromotion", {
              promotion: formatMoney(option.figures.promotionalCredit),
              toPay: formatMoney(option.figures.toPay),
            })}
          </p>
        ) : null}
      </div>
      <p className="other-amount">
        <a href={pathOf("creditLineCustom")}>{t("creditLine.otherAmount")}</a>
      </p>
      <div className="form__actions">
        <button type="submit" name="intent" value="confirm" className="button button--primary">
          {t("creditLine.confirm")}
        </button>
      </div>
    </Form>
  );
}

/** JavaScript only; without it the link opens the same choice as a page. */
function SwitchCardsDialog({
  cards,
  open,
  onClose,
}: {
  cards: readonly CardChoice[];
  open: boolean;
  onClose: () => void;
}) {
  const ref = useModalDialog(open);
  const t = useT();
  return (
    <dialog ref={ref} className="dialog switch-dialog" aria-labelledby="switch-cards-title" onClose={onClose}>
      <h2 className="dialog__title" id="switch-cards-title">
        {t("creditLineSwitch.title")}
      </h2>
      <p>{t("creditLineSwitch.lead")}</p>
      <SwitchCardsChoice
        cards={cards}
        headingLevel={3}
        columns={false}
        keep={
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("creditLineSwitch.keep")}
          </button>
        }
      />
    </dialog>
  );
}
