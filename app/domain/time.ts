import { dateTimeFormat, numberFormat } from "./intl-formats";

/** Clock text for people: US Eastern and local wall-clock times ('m:ss' countdowns: countdown.ts). */

const EASTERN_CLOCK = { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" } as const;
const LOCAL_CLOCK = { hour: "numeric", minute: "2-digit", timeZoneName: "short" } as const;
const DURATION = {
  minute: { style: "unit", unit: "minute", unitDisplay: "long" },
  second: { style: "unit", unit: "second", unitDisplay: "long" },
} as const;

/** '10:45 AM ET' — shown where no script can convert to the reader's own time zone. */
export function formatEasternTime(epochMs: number, localeTag = "en-US"): string {
  const text = dateTimeFormat(localeTag, EASTERN_CLOCK).format(new Date(epochMs));
  return `${text} ET`;
}

/** '10:45 AM PST' in the reader's own time zone (a browser's), with its short name. */
export function formatLocalTime(epochMs: number, localeTag = "en-US"): string {
  return dateTimeFormat(localeTag, LOCAL_CLOCK).format(new Date(epochMs));
}

/** '15 minutes' / '15 minutos' (a test-shortened limit: '45 seconds'), in the reader's language. */
export function formatIdleLimit(idleMs: number, localeTag = "en-US"): string {
  return idleMs >= 60_000
    ? numberFormat(localeTag, DURATION.minute).format(Math.round(idleMs / 60_000))
    : numberFormat(localeTag, DURATION.second).format(Math.round(idleMs / 1000));
}
