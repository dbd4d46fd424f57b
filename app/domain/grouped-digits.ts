/**
 * '40000' → '40,000': digits with their thousands grouped, as en-US and es-US write them (sign: '-'
 * or '-$' in front). Plain string work, no Intl (ADR 0141).
 */
export function groupThousands(digits: string, sign = ""): string {
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ",");
}
