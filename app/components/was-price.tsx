import { formatMoney } from "~/domain/offers";
import { useT } from "~/i18n/use-t";

/** Words for screen readers, which do not announce <s>. */
export function WasPrice({ value }: { value: number | null }) {
  const t = useT();
  if (value === null) return null;
  return (
    <>
      <s className="was-price">
        <span className="visually-hidden">{t("common.wasPrice")} </span>
        {formatMoney(value)}
      </s>{" "}
      <span className="visually-hidden">{t("common.nowPrice")} </span>
    </>
  );
}
