import type { ReactNode } from "react";

export type FactRow = readonly [term: string, value: ReactNode] | null;

export function Facts({
  rows,
  block = "facts",
  modifier,
}: {
  rows: readonly FactRow[];
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
