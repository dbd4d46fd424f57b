import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { Facts } from "~/components/facts";
import { useEffect, useRef, type ReactNode } from "react";
import { LAUNCH_DOWNSELL_EVENTS } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { FlowLayout } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { LAUNCH_DOWNSELL_AMOUNT } from "~/domain/constants";
import { formatMoney } from "~/domain/offers";
import { launchMonthlyFeeParams } from "~/domain/funding-flow";
import { LAUNCH_DOWNSELL } from "~/domain/pricing";
import { pathOf, stepOf } from "~/domain/route-table";
import { LAUNCH_OFFER_ACCEPTED_NOTICE, launchDownsellOffer } from "~/features/downsell/downsell.server";
import { bankFor, completeStep, forgetFunding } from "~/features/flow/flow.server";
import { readForm, setNotice } from "~/session/form.server";
import { depositFiguresOf, requireOpenStep } from "~/features/submission/submission.server";
import styles from "~/styles/funding.css";
import { FormGuard, screenHead } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";

export const { links, meta } = screenHead(styles, "launchDownsell.metaTitle");

/** SPEC §2.3, §4.4: a page without JavaScript; with it, a modal that Escape and the backdrop do not close. */
export async function loader({ context }: LoaderFunctionArgs) {
  const draft = requireOpenStep(context, "fundingSource");
  const launch = await launchDownsellOffer(context);
  if (!launch) throw redirect(pathOf("creditLineFundLater"));
  return {
    texts: pageTexts(context, "launchDownsell"),
    // What the applicant is not ready to pay today: their part of the deposit (ADR 0011).
    chosenDeposit: depositFiguresOf(draft)?.toPay ?? null,
    minimumDeposit: LAUNCH_DOWNSELL_AMOUNT,
    apr: launch.apr,
    cardName: launch.name,
    termsUrl: launch.termsUrl,
    monthlyFee: launchMonthlyFeeParams(launch.name),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, []);
  requireOpenStep(context, "fundingSource", 303);
  const { session } = context;
  const draft = session.data.draft;

  if (form.get("intent") === "accept") {
    const launch = await launchDownsellOffer(context);
    if (!launch) return redirect(pathOf("creditLineFundLater"), 303);
    const leadId = session.data.leadId;
    // Sent before the draft changes: card_selected is the card the offer was made on.
    track(context, [LAUNCH_DOWNSELL_EVENTS.accept], { step_name: "launch_downsell" });
    // SPEC §4.4's fixed Launch terms; the funding is chosen again for the new card.
    session.data.draft = {
      ...draft,
      ...LAUNCH_DOWNSELL,
      downsellFrom: draft.cardType ?? LAUNCH_DOWNSELL.downsellFrom,
      productId: launch.productId,
    };
    forgetFunding(context);
    if (leadId) await bankFor(context).updateProduct(leadId, launch.productId);
    await setNotice(context, pathOf("identityConfirm"), LAUNCH_OFFER_ACCEPTED_NOTICE);
    return redirect(pathOf("identityConfirm"), 303);
  }

  track(context, [LAUNCH_DOWNSELL_EVENTS.close], { step_name: "launch_downsell" });
  session.data.draft = { ...draft, fundingType: "FDL", fundToday: false, paymentAmount: undefined };
  completeStep(context, "fundingSource");
  return redirect(pathOf("terms"), 303);
}

export default function LaunchDownsell() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const t = useT();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    // Not dismissable: Escape raises 'cancel', which is refused; the backdrop never closes a dialog.
    const refuse = (event: Event) => event.preventDefault();
    el.addEventListener("cancel", refuse);
    return () => el.removeEventListener("cancel", refuse);
  }, [hydrated]);

  const heading =
    data.chosenDeposit !== null
      ? t("launchDownsell.heading", { amount: formatMoney(data.chosenDeposit) })
      : t("launchDownsell.headingNoAmount");

  if (!hydrated) {
    return (
      <FlowLayout backHref={pathOf("fundingSource")} title={heading}>
        <DownsellContent {...data} />
      </FlowLayout>
    );
  }
  return (
    <FlowLayout
      backHref={pathOf("fundingSource")}
      step={stepOf("fundingSource")}
      title={t("launchDownsell.behindTitle")}
    >
      <p>{t("launchDownsell.behindLead")}</p>
      <dialog ref={dialog} className="dialog downsell downsell--dialog" aria-labelledby="downsell-title">
        <div className="flow__bar">
          <a className="back-link" href={pathOf("fundingSource")}>
            {t("launchDownsell.back")}
          </a>
        </div>
        <h2 id="downsell-title" className="flow__title downsell__title">
          {heading}
        </h2>
        <DownsellContent {...data} />
      </dialog>
    </FlowLayout>
  );
}

function DownsellContent(props: {
  chosenDeposit: number | null;
  minimumDeposit: number;
  apr: number;
  cardName: string;
  termsUrl: string | null;
  monthlyFee: ReturnType<typeof launchMonthlyFeeParams>;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <p className="downsell__lead">
        {richText(t("launchDownsell.lead", { card: props.cardName, amount: formatMoney(props.minimumDeposit) }), {
          strong: (inner) => <strong>{inner}</strong>,
        })}
      </p>
      <Facts
        rows={[
          [t("launchDownsell.minimumDeposit"), formatMoney(props.minimumDeposit)],
          [t("launchDownsell.apr"), t("launchDownsell.aprValue", { apr: props.apr.toFixed(2) })],
          // SPEC §9 'Launch program fee 19.95': the amount only (SPEC says nothing of when it is charged).
          [t("launchDownsell.programFee"), formatMoney(LAUNCH_DOWNSELL.programFee)],
        ]}
      />
      {props.termsUrl ? (
        <p>
          <a href={props.termsUrl}>{t("launchDownsell.terms", { card: props.cardName })}</a>
        </p>
      ) : null}
      <Form method="post" action={pathOf("launchDownsell")} className="form downsell__form">
        <FormGuard />
        <div className="form__actions form__actions--stack">
          <IntentButton intent="accept" kind="primary" busy={busy}>
            {t("launchDownsell.accept")}
          </IntentButton>
          <IntentButton intent="close" kind="secondary" busy={busy}>
            {t("launchDownsell.close")}
          </IntentButton>
        </div>
      </Form>
      <p className="downsell__footer">
        {t("launchDownsell.monthlyFee", { card: props.cardName, ...props.monthlyFee })}
      </p>
    </>
  );
}

function IntentButton({
  intent,
  kind,
  busy,
  children,
}: {
  intent: "accept" | "close";
  kind: "primary" | "secondary";
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`button button--${kind}`}
      aria-disabled={busy || undefined}
    >
      {children}
    </button>
  );
}
