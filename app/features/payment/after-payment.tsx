import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { Facts } from "~/components/facts";
import { FlowLayout } from "~/components/flow-layout";
import { formatMoney } from "~/domain/offers";
import { useT } from "~/i18n/use-t";
import type { ResultView } from "./views";
import { ButtonLink } from "~/components/button-link";
import { ProcessingPage } from "~/components/processing";

/** Without JavaScript the root's <noscript> refresh asks for the answer (decision 0054). */
export function PaymentProcessing({ waitHref }: { waitHref: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  useEffect(() => {
    if (waitHref) navigate(waitHref, { replace: true, preventScrollReset: true });
  }, [navigate, waitHref, location.key]);
  return (
    // Announced as a page (heading focused, title set), or focus would fall to the body with the Next button.
    <ProcessingPage
      title={t("fundingPayment.processingTitle")}
      lines={[t("fundingPayment.processing"), t("fundingPayment.doNotClose")]}
      announceAsPage
    >
      {waitHref ? (
        <ButtonLink href={waitHref} variant="secondary">
          {t("fundingPayment.checkNow")}
        </ButtonLink>
      ) : null}
    </ProcessingPage>
  );
}

export function PaymentResult({ result, homeUrl }: ResultView) {
  const t = useT();
  return (
    <FlowLayout title={t("fundingPayment.resultTitle")}>
      <Facts
        rows={[
          [t("fundingPayment.approvedAmount"), formatMoney(result.approvedAmount)],
          [t("fundingPayment.depositReceived"), formatMoney(result.remainder)],
          [t("fundingPayment.stillToFund"), formatMoney(result.partialAmount)],
          [t("fundingPayment.daysLeftToFund"), result.daysLeftToFund],
        ]}
      />
      {result.partialAmount > 0 ? (
        <p>
          {t("fundingPayment.fundRemaining", {
            amount: formatMoney(result.partialAmount),
            days: result.daysLeftToFund,
          })}
        </p>
      ) : (
        <p>{t("fundingPayment.depositComplete")}</p>
      )}
      <ButtonLink href={homeUrl} variant="primary">
        {t("funding.next")}
      </ButtonLink>
    </FlowLayout>
  );
}
