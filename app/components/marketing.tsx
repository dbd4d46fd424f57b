import { MARKETING_LINES, MARKETING_PARAMS } from "~/domain/marketing";
import { useT } from "~/i18n/use-t";

/**
 * A statement's link to its numbered footer disclosure ('*' for the pre-approval one). `bracketed`:
 * hidden brackets keep the marker a word of its own where the line is read as one run of text ('Up to
 * 10% cash back (Disclosure 2)', not '…cash backDisclosure 2'); a heading's marker is outside its name.
 */
export function DisclosureMarker({
  n,
  symbol = String(n),
  bracketed = true,
}: {
  n: number;
  symbol?: string;
  bracketed?: boolean;
}) {
  const t = useT();
  return (
    <sup>
      {bracketed ? <span className="visually-hidden"> (</span> : null}
      <a href={`#disclosure-${n}`} className="marker" aria-label={t("common.disclosureMarker", { n })}>
        {symbol}
      </a>
      {bracketed ? <span className="visually-hidden">)</span> : null}
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
