import { formatMoney } from "~/domain/offers";

/**
 * An original price a promotion replaced: struck through, with words for screen readers (which do
 * not announce <s>): 'was $300 now'.
 */
export function WasPrice({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <>
      <s className="was-price">
        <span className="visually-hidden">was </span>
        {formatMoney(value)}
      </s>{" "}
      <span className="visually-hidden">now </span>
    </>
  );
}
