// Without Intl: a page's first Intl call loads locale data, a long main-thread task on a cheap phone (ADR 0141).

export function clockText(hours: number, minutes: number, localeTag: string): string {
  const morning = hours < 12;
  const half = localeTag.startsWith("es") ? (morning ? "a.m." : "p.m.") : morning ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${half}`;
}

// Atlantic (Puerto Rico), Mountain (Arizona) and Hawaii time are also kept all year, without daylight time.
const US_ZONE_LETTERS = ["A", "E", "C", "M", "P", "AK", "H"];
const US_YEAR_ROUND = ["A", "M", "H"];

export function zoneLabel(offsetNow: number, offsetJanuary: number, offsetJuly: number): string {
  const letters = US_ZONE_LETTERS[-offsetJanuary / 60 - 4];
  if (letters && offsetJuly === offsetJanuary + 60 && (offsetNow === offsetJanuary || offsetNow === offsetJuly)) {
    return letters + (offsetNow === offsetJanuary ? "ST" : "DT");
  }
  if (letters && US_YEAR_ROUND.includes(letters) && offsetJuly === offsetJanuary && offsetNow === offsetJanuary) {
    return `${letters}ST`;
  }
  return gmtLabel(offsetNow);
}

function gmtLabel(offset: number): string {
  if (offset === 0) return "GMT";
  const size = Math.abs(offset);
  const minutes = size % 60;
  return `GMT${offset < 0 ? "-" : "+"}${Math.floor(size / 60)}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

export function localClockText(epochMs: number, localeTag: string): string {
  const at = new Date(epochMs);
  const year = at.getFullYear();
  const offsetOf = (date: Date) => -date.getTimezoneOffset();
  const zone = zoneLabel(offsetOf(at), offsetOf(new Date(year, 0, 1)), offsetOf(new Date(year, 6, 1)));
  return `${clockText(at.getHours(), at.getMinutes(), localeTag)} ${zone}`;
}
