import type { ReactNode } from "react";

/** A term and its value; null leaves the row out. */
export type FactRow = readonly [term: string, value: ReactNode] | null;

/** The summary list of an offer or a payment ('Card', 'Credit line', …). */
export function Facts({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className="facts">
      {rows.map((row) =>
        row ? (
          <div className="facts__row" key={row[0]}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
