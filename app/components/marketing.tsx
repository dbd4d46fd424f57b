import { MARKETING_LINES, MARKETING_PARAMS } from "~/domain/marketing";
import { useT } from "~/i18n/use-t";

/** A statement's link to its numbered footer disclosure ('*' for the pre-approval one). */
export function DisclosureMarker({ n, symbol = String(n) }: { n: number; symbol?: string }) {
  const t = useT();
  return (
    // The hidden brackets keep the marker a word of its own when the line is read as one name
    // ('You're Pre-Approved (Disclosure 1)', not 'You're Pre-ApprovedDisclosure 1').
    <sup>
      <span className="visually-hidden"> (</span>
      <a href={`#disclosure-${n}`} className="marker" aria-label={t("common.disclosureMarker", { n })}>
        {symbol}
      </a>
      <span className="visually-hidden">)</span>
    </sup>
  );
}

/** SPEC §1's marketing lines, each with its disclosure marker (intro and basic information). */
export function MarketingLines() {
  const t = useT();
  return (
    <ul className="benefits">
      {MARKETING_LINES.map((line) => (
        <li key={line.key}>
          {t(line.key, MARKETING_PARAMS)}
          <DisclosureMarker n={line.disclosure} />
        </li>
      ))}
    </ul>
  );
}
