// Our own marks (no copied trademarks): pictures are cached SVG files; marks with words are drawn here,
// in the page's language.
import brandUrl from "~/assets/brand.svg";
import mastercardUrl from "~/assets/mastercard.svg";
import visaUrl from "~/assets/visa.svg";
import warningUrl from "~/assets/warning.svg";
import { useT } from "~/i18n/use-t";

export function BrandMark() {
  return <img className="mark mark--brand" src={brandUrl} width="36" height="36" alt="" />;
}

export function VisaMark() {
  return <img className="mark mark--network" src={visaUrl} width="64" height="24" alt="Visa" />;
}

export function MastercardMark() {
  return <img className="mark mark--network" src={mastercardUrl} width="40" height="24" alt="Mastercard" />;
}

export function FdicMark() {
  const t = useT();
  return (
    <span className="mark mark--fdic" role="img" aria-label={t("layout.fdicLabel")}>
      {t("layout.fdicMember")} <b>FDIC</b>
    </span>
  );
}

export const AFFILIATES: Record<string, string> = {
  "credit-karma": "Credit Karma",
  experian: "Experian",
  evolutionfinance: "Evolution Finance",
  nerdwallet: "NerdWallet",
};

export function AffiliateMark({ source }: { source: string }) {
  const t = useT();
  const name = AFFILIATES[source];
  if (!name) return <VisaMark />;
  return (
    <span className="mark mark--affiliate" role="img" aria-label={t("layout.partnerLabel", { name })}>
      {t("layout.partnerWith", { name })}
    </span>
  );
}

export function WarningIcon() {
  return <img className="icon icon--warning" src={warningUrl} width="40" height="40" alt="" />;
}
