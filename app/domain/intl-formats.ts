/**
 * Intl formatters, one per language and options. Building one costs tens of microseconds (it loads
 * the language's data); formatting with a built one costs little, and formatters never change. The
 * option sets are the code's, the language tags two (LOCALE_TAG), so the maps stay small.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(localeTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeTag} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function numberFormat(localeTag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${localeTag} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, options);
    numberFormats.set(key, format);
  }
  return format;
}
