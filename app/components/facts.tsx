import type { ReactNode } from "react";

/** A term and its value; null leaves the row out. */
export type FactRow = readonly [term: string, value: ReactNode] | null;

/** The summary list of an offer or a payment ('Card', 'Credit line', …). */
export function Facts({
  rows,
  block = "facts",
  modifier,
}: {
  rows: readonly FactRow[];
  /** The CSS block of the list and its rows (`${block}__row`): 'facts' unless the page styles its own. */
  block?: string;
  modifier?: string;
}) {
  return (
    <dl className={modifier ? `${block} ${block}--${modifier}` : block}>
      {rows.map((row) =>
        row ? (
          <div className={`${block}__row`} key={row[0]}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
