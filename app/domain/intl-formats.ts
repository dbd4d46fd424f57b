/**
 * Intl formatters, one per language and options. Building one costs tens of microseconds (it loads
 * the language's data); formatting with a built one costs little, and formatters never change. The
 * option sets are the code's, the language tags two (LOCALE_TAG), so the maps stay small. Callers
 * keep their options in constants: found by the object first, the options' text is not even built.
 */
function formatCache<F>(build: (localeTag: string, options: object) => F) {
  const byText = new Map<string, F>();
  const byObject = new WeakMap<object, Map<string, F>>();
  return (localeTag: string, options: object): F => {
    let perLanguage = byObject.get(options);
    const known = perLanguage?.get(localeTag);
    if (known) return known;
    const key = `${localeTag} ${JSON.stringify(options)}`;
    let format = byText.get(key);
    if (!format) {
      format = build(localeTag, options);
      byText.set(key, format);
    }
    if (!perLanguage) byObject.set(options, (perLanguage = new Map()));
    perLanguage.set(localeTag, format);
    return format;
  };
}

export const dateTimeFormat: (localeTag: string, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat =
  formatCache((localeTag, options) => new Intl.DateTimeFormat(localeTag, options));

export const numberFormat: (localeTag: string, options: Intl.NumberFormatOptions) => Intl.NumberFormat = formatCache(
  (localeTag, options) => new Intl.NumberFormat(localeTag, options),
);
