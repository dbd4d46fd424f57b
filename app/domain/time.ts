import { dateTimeFormat, numberFormat } from "./intl-formats";
import { keptBy } from "./kept";

/** Clock text for people: US Eastern times and the idle limit (the reader's own zone: local-clock.ts; 'm:ss' countdowns: countdown.ts). */

const EASTERN_CLOCK = { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" } as const;
const DURATION = {
  minute: { style: "unit", unit: "minute", unitDisplay: "long" },
  second: { style: "unit", unit: "second", unitDisplay: "long" },
} as const;

/**
 * The last clock text per language, by minute: every flow page states its idle limit's end, and a
 * clock of hours and minutes changes once a minute while Intl formatting cost ~8 µs per page. (US
 * Eastern's offsets are whole hours, so its minutes begin with UTC's.)
 */
const lastEasternMinute = new Map<string, { minute: number; text: string }>();

/** '10:45 AM ET' — shown where no script can convert to the reader's own time zone. */
export function formatEasternTime(epochMs: number, localeTag = "en-US"): string {
  const minute = Math.floor(epochMs / 60_000);
  const last = lastEasternMinute.get(localeTag);
  if (last?.minute === minute) return last.text;
  const text = `${dateTimeFormat(localeTag, EASTERN_CLOCK).format(new Date(epochMs))} ET`;
  // Only the app's few language tags come here (LOCALE_TAG); one entry each.
  lastEasternMinute.set(localeTag, { minute, text });
  return text;
}

/** '15 minutes' / '15 minutos' (a test-shortened limit: '45 seconds'), in the reader's language. */
export function formatIdleLimit(idleMs: number, localeTag = "en-US"): string {
  return idleLimitText(idleMs, localeTag);
}

/** The idle limit's text per language and limit: the limit is configuration, the same on every page. */
const idleLimitText = keptBy(
  64,
  (idleMs: number, localeTag: string) => `${localeTag} ${idleMs}`,
  (idleMs: number, localeTag: string) =>
    idleMs >= 60_000
      ? numberFormat(localeTag, DURATION.minute).format(Math.round(idleMs / 60_000))
      : numberFormat(localeTag, DURATION.second).format(Math.round(idleMs / 1000)),
);
