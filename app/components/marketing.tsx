import { MARKETING_LINES } from "~/domain/marketing";

/** A statement's link to its numbered footer disclosure ('*' for the pre-approval one). */
export function DisclosureMarker({ n, symbol = String(n) }: { n: number; symbol?: string }) {
  return (
    <sup>
      <a href={`#disclosure-${n}`} className="marker" aria-label={`Disclosure ${n}`}>
        {symbol}
      </a>
    </sup>
  );
}

/** SPEC §1's marketing lines, each with its disclosure marker (intro and basic information). */
export function MarketingLines() {
  return (
    <ul className="benefits">
      {MARKETING_LINES.map((line) => (
        <li key={line.text}>
          {line.text}
          <DisclosureMarker n={line.disclosure} />
        </li>
      ))}
    </ul>
  );
}
