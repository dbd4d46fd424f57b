// Building a formatter loads the language's data; formatting with a built one costs little.
function formatCache<F>(build: (localeTag: string, options: object) => F) {
  const cache = new WeakMap<object, Map<string, F>>();
  return (localeTag: string, options: object): F => {
    let perLanguage = cache.get(options);
    if (!perLanguage) cache.set(options, (perLanguage = new Map()));
    let format = perLanguage.get(localeTag);
    if (!format) perLanguage.set(localeTag, (format = build(localeTag, options)));
    return format;
  };
}

export const dateTimeFormat: (localeTag: string, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat =
  formatCache((localeTag, options) => new Intl.DateTimeFormat(localeTag, options));

export const numberFormat: (localeTag: string, options: Intl.NumberFormatOptions) => Intl.NumberFormat = formatCache(
  (localeTag, options) => new Intl.NumberFormat(localeTag, options),
);
