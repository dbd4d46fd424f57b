import { formatMoney } from "~/domain/offers";
import { LOCALE_TAG } from "./locales";
import { useLocale } from "./use-t";

/** Dollars the way the page's language writes them ('$1,250'), through Intl (issue 16). */
export function useMoney(): (amount: number) => string {
  const tag = LOCALE_TAG[useLocale()];
  return (amount) => formatMoney(amount, tag);
}
