export function groupThousands(digits: string, sign = ""): string {
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ",");
}
