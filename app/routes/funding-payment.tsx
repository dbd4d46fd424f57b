import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { stylesheet } from "~/components/form-screen";
import { paymentView } from "~/features/payment/payment-view.server";
import { paymentAction } from "~/features/payment/payment-action.server";
import { PaymentForm } from "~/features/payment/payment-form";
import { PaymentProcessing, PaymentResult } from "~/features/payment/after-payment";
import { PROCESSING_WAIT, type FormView, type PaymentView } from "~/features/payment/views";
import { pageTexts } from "~/i18n/catalogues.server";
import { translateFromMatches } from "~/i18n/use-t";
import { offlineKeeping } from "~/components/lost-connection";
import styles from "~/styles/funding.css";

// SPEC §2.3; the loaders and posts are in app/features/payment (ADR 0054).

export const links = stylesheet(styles);

/** Without JavaScript the root's <noscript> refresh moves the processing page on; with it, the page asks itself. */
export const handle = {
  noscriptRefresh: (data: unknown) =>
    (data as PaymentView | undefined)?.mode === "processing" ? PROCESSING_WAIT : null,
};

export const { clientAction, shouldRevalidate } = offlineKeeping;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translateFromMatches(matches);
  if (data?.mode === "result") return [{ title: t("fundingPayment.resultMetaTitle") }];
  if (data?.mode === "processing") return [{ title: t("fundingPayment.processingTitle") }];
  const title = t("funding.title");
  const full = data?.mode === "early" ? t("funding.titleStep", { title }) : title;
  // The declined card's alert counts as an error too, as on the funding source.
  return [{ title: `${data?.hasErrors || data?.fundFailure ? t("errors.titlePrefix") : ""}${full}` }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const view = await paymentView(request, context);
  if (view instanceof Response) return view;
  return { ...view, texts: pageTexts(context, "funding", "fundingPayment") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return paymentAction(request, context);
}

export default function FundingPayment() {
  const data = useLoaderData<typeof loader>() as PaymentView;
  if (data.mode === "result") return <PaymentResult {...data} />;
  if (data.mode === "processing") return <PaymentProcessing waitHref={PROCESSING_WAIT} />;
  return <PaymentForm {...(data as FormView)} />;
}
