import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { Facts } from "~/components/facts";
import { FlowLayout } from "~/components/flow-layout";
import { formatMoney } from "~/domain/offers";
import { useT } from "~/i18n/use-t";
import type { ResultView } from "./views";
import { ButtonLink } from "~/components/button-link";

/**
 * While the payment runs: the loading view of the post (JavaScript) and the processing page. With
 * `waitHref` (the processing page) the page asks for the answer itself with JavaScript; without
 * JavaScript the root's <noscript> refresh does (docs/decisions/0054).
 */
export function PaymentProcessing({ waitHref }: { waitHref: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  useEffect(() => {
    if (waitHref) navigate(waitHref, { replace: true, preventScrollReset: true });
  }, [navigate, waitHref, location.key]);
  return (
    // The post's loading view replaces the form without a navigation: it is announced as a page (its
    // heading focused, the title set), or focus would fall to the body with the Next button. The
    // processing page after it is announced the same way, so the title stays when one follows the other.
    <FlowLayout title={t("fundingPayment.processingTitle")} announceAsPage>
      <div className="processing" role="status">
        <span className="processing__spinner" aria-hidden="true" />
        <p>{t("fundingPayment.processing")}</p>
        <p>{t("fundingPayment.doNotClose")}</p>
      </div>
      {waitHref ? (
        <ButtonLink href={waitHref} variant="secondary">
          {t("fundingPayment.checkNow")}
        </ButtonLink>
      ) : null}
    </FlowLayout>
  );
}

/** SPEC §2.3: after the answer, approved amount, what was received, what is left and the days to fund. */
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
