import { useT } from "~/i18n/use-t";

/**
 * Our own simple SVG marks (no copied trademarks). Each has a text alternative.
 */
export function BrandMark({ brand }: { brand: string }) {
  return (
    <svg className="mark mark--brand" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="36" height="36" rx="9" fill="#0b3d6e" />
      <path
        d="M11 27V13l9 9 9-9v14"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <title>{brand}</title>
    </svg>
  );
}

/** A generic card-network mark reading 'Visa' in our own lettering. */
export function VisaMark({ label = "Visa" }: { label?: string }) {
  return (
    <svg className="mark mark--network" viewBox="0 0 64 24" width="64" height="24" role="img" aria-label={label}>
      <rect width="64" height="24" rx="4" fill="#1a2b6d" />
      <text
        x="32"
        y="17"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontStyle="italic"
        fontWeight="700"
        fontSize="14"
        fill="#fff"
      >
        VISA
      </text>
    </svg>
  );
}

export function MastercardMark() {
  return (
    <svg className="mark mark--network" viewBox="0 0 40 24" width="40" height="24" role="img" aria-label="Mastercard">
      <rect width="40" height="24" rx="4" fill="#222" />
      <circle cx="16" cy="12" r="7" fill="#d9312b" />
      <circle cx="24" cy="12" r="7" fill="#f2a81d" fillOpacity="0.9" />
    </svg>
  );
}

export function FdicMark() {
  const t = useT();
  return (
    <svg
      className="mark mark--fdic"
      viewBox="0 0 120 28"
      width="120"
      height="28"
      role="img"
      aria-label={t("layout.fdicLabel")}
    >
      <rect x="0.5" y="0.5" width="119" height="27" rx="3" fill="#fff" stroke="#0b3d6e" />
      <text x="10" y="19" fontFamily="Arial, sans-serif" fontSize="12" fill="#0b3d6e">
        {t("layout.fdicMember")}
      </text>
      <text x="62" y="20" fontFamily="Georgia, serif" fontWeight="700" fontSize="15" fill="#0b3d6e">
        FDIC
      </text>
    </svg>
  );
}

/** Affiliate partners known by traffic source name (SPEC §1). */
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
    <svg
      className="mark mark--affiliate"
      viewBox="0 0 140 24"
      width="140"
      height="24"
      role="img"
      aria-label={t("layout.partnerLabel", { name })}
    >
      <rect width="140" height="24" rx="12" fill="#eef3f8" />
      <text x="70" y="16" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fill="#0b3d6e">
        {t("layout.partnerWith", { name })}
      </text>
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg className="icon icon--warning" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2z" fill="#b45309" />
      <path d="M12 9v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="17" r="1.2" fill="#fff" />
    </svg>
  );
}
