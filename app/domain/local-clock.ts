/*
 * The idle notice's end in the reader's own zone, written without Intl: a page's first Intl call
 * makes the browser load its locale data, a long main-thread task on a cheap phone (ADR 0141). local-clock.test.ts compares the forms with Intl's.
 */

/** '10:05 AM' (en-US) or '10:05 a.m.' (es-US): Intl's { hour: 'numeric', minute: '2-digit' } forms. */
export function clockText(hours: number, minutes: number, localeTag: string): string {
  const morning = hours < 12;
  const half = localeTag.startsWith("es") ? (morning ? "a.m." : "p.m.") : morning ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${half}`;
}

/**
 * The US zones by standard offset, UTC−4 h to UTC−10 h: the letters of their names (EST/EDT, …
 * AKST/AKDT). Of these, Atlantic (Puerto Rico), Mountain (Arizona) and Hawaii time are also kept all
 * year, without daylight time.
 */
const US_ZONE_LETTERS = ["A", "E", "C", "M", "P", "AK", "H"];
const US_YEAR_ROUND = ["A", "M", "H"];

/**
 * The reader's zone as a short name, from the offsets a Date gives without Intl (minutes east of UTC:
 * now, on 1 January and on 1 July): 'PST' or 'PDT' where the offsets are a US zone's, else 'GMT+1',
 * 'GMT-3:30' or 'GMT', as Intl writes zones that have no short name in en-US.
 */
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

/** '10:45 AM PST': an instant in the reader's own zone (a browser's), with the zone's short name. */
export function localClockText(epochMs: number, localeTag: string): string {
  const at = new Date(epochMs);
  const year = at.getFullYear();
  const offsetOf = (date: Date) => -date.getTimezoneOffset();
  const zone = zoneLabel(offsetOf(at), offsetOf(new Date(year, 0, 1)), offsetOf(new Date(year, 6, 1)));
  return `${clockText(at.getHours(), at.getMinutes(), localeTag)} ${zone}`;
}
