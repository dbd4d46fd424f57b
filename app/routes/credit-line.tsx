import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { creditLineNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { AmountText, CardFacts, SwitchCardsChoice } from "~/components/credit-line";
import { ErrorSummary } from "~/components/error-summary";
import { RadioGroup } from "~/components/radio-group";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { useFlowForm } from "~/components/use-flow-form";
import { formatMoney, type Offer } from "~/domain/offers";
import { amountOption, presetOptions, type AmountOption, type CardChoice, type Pricing } from "~/domain/pricing";
import { pathOf, stepOf } from "~/domain/route-table";
import { CREDIT_LINE_FIELDS, creditLinePresetSchema } from "~/server/form-schemas.server";
import {
  cardChoices,
  chooseCreditLine,
  currentAmount,
  requirePricing,
  switchableCards,
} from "~/features/credit-line/credit-line.server";
import { completeStep, requireStep } from "~/features/flow/flow.server";
import { constraintOf, readForm, rejectForm } from "~/session/form.server";
import type { AppLoadContext } from "@remix-run/node";
import styles from "~/styles/credit-line.css";
import { FormGuard, screenTitle, stylesheet, SubmitButton } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";

const PATH = pathOf("creditLine");

export const links = stylesheet(styles);

export const meta = screenTitle("Your credit line – Step 4 of 9");

/**
 * The amounts offered: SPEC §9's tiers with any promotion applied, and an amount the applicant chose
 * on the custom screen (so coming back shows it chosen). Launch has one: its pre-approved amount, or
 * the amount chosen on the custom screen (SPEC §2.2: Launch's custom 'Continue' returns here).
 */
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

async function requireCreditLineStep(context: AppLoadContext): Promise<{ offer: Offer; pricing: Pricing }> {
  requireStep(context, "creditLine");
  const cardType = context.session.data.draft.cardType;
  if (!cardType) throw redirect(pathOf("intro"));
  return requirePricing(context, cardType);
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
    ...(await formState(context, PATH)),
    constraint: constraintOf(creditLinePresetSchema(options.map((o) => o.amount))),
    defaults: { amount: chosen === null ? undefined : String(chosen) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, CREDIT_LINE_FIELDS);
  const { offer, pricing } = await requireCreditLineStep(context);
  const { options } = amountsOffered(context, pricing);
  let amount: number;
  if (pricing.cardType === "launch") {
    // Nothing to choose: the pre-approved (or custom) amount shown is confirmed.
    amount = (options[0] as AmountOption).amount;
  } else {
    const submission = parseWithZod(form, { schema: creditLinePresetSchema(options.map((o) => o.amount)) });
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
      title={launch ? "Your pre-approved credit line" : "Choose your credit line"}
      lead={
        <>
          <p>Your credit line equals your refundable security deposit.</p>
          {data.incentiveName ? (
            <p className="promo-note">
              <strong>Offer applied:</strong> {data.incentiveName}
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
              Switch cards
            </a>
          ) : null
        }
      />
      {hydrated && data.switchCards.length ? (
        <SwitchCardsDialog cards={data.switchCards} open={switching} onClose={() => setSwitching(false)} />
      ) : null}
      <HelpTray>
        <p>
          Your credit line is set by your security deposit: the amount you deposit becomes your credit line. The deposit
          is refundable.
        </p>
        {launch ? (
          <p>
            The {data.cardName} comes with a pre-approved credit line of {formatMoney(data.preApproved)}, for a{" "}
            {formatMoney(data.preApproved)} security deposit.
          </p>
        ) : (
          <p>Choose one of the amounts shown, or choose a different amount within the card's limits.</p>
        )}
      </HelpTray>
    </FlowLayout>
  );
}

function PresetAmounts() {
  const data = useLoaderData<typeof loader>();
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm({
    id: "credit-line",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
  });
  return (
    <>
      <ErrorSummary errors={summary} attempt={attempt} />
      <Form method="post" {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard />
        <RadioGroup
          meta={fields.amount}
          legend="Choose an amount"
          hint="Your credit line and your security deposit"
          options={data.options.map((option) => ({
            value: String(option.amount),
            label: <AmountText option={option} custom={option.amount === data.customAmount} />,
          }))}
        />
        <p className="other-amount">
          <a href={pathOf("creditLineCustom")}>Choose a different amount</a>
        </p>
        <SubmitButton>Confirm</SubmitButton>
      </Form>
    </>
  );
}

function LaunchAmount() {
  const data = useLoaderData<typeof loader>();
  const option = data.options[0];
  if (!option) return null;
  return (
    <Form method="post" className="form">
      <FormGuard />
      <div className="pre-approved">
        <p className="pre-approved__label">
          {option.amount === data.preApproved ? "Pre-approved credit line" : "Your credit line"}
        </p>
        <p className="pre-approved__amount">{formatMoney(option.amount)}</p>
        <p className="pre-approved__deposit">
          Refundable security deposit: <strong>{formatMoney(option.deposit)}</strong>
        </p>
      </div>
      <p className="other-amount">
        <a href={pathOf("creditLineCustom")}>Choose a different amount</a>
      </p>
      <div className="form__actions">
        <button type="submit" name="intent" value="confirm" className="button button--primary">
          Confirm
        </button>
      </div>
    </Form>
  );
}

/**
 * Switch cards as a modal dialog (JavaScript only; without it the link opens the same choice as a
 * page). Escape or 'Keep my card' closes it and focus goes back to the link.
 */
function SwitchCardsDialog({
  cards,
  open,
  onClose,
}: {
  cards: readonly CardChoice[];
  open: boolean;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog switch-dialog" aria-labelledby="switch-cards-title" onClose={onClose}>
      <h2 className="dialog__title" id="switch-cards-title">
        Switch cards
      </h2>
      <p>Prefer a different card? Compare it with yours and switch. Your answers so far are kept.</p>
      <SwitchCardsChoice
        cards={cards}
        headingLevel={3}
        columns={false}
        keep={
          <button type="button" className="button button--secondary" onClick={onClose}>
            Keep my card
          </button>
        }
      />
    </dialog>
  );
}
