import { MARKETING_LINES, MARKETING_PARAMS } from "~/domain/marketing";
import { useT } from "~/i18n/use-t";

/** Hidden brackets keep the marker a word of its own where the line is read as one run of text. */
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
