import { dateTimeFormat, numberFormat } from "./intl-formats";
import { keptBy } from "./kept";

const EASTERN_CLOCK = { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" } as const;
const DURATION = {
  minute: { style: "unit", unit: "minute", unitDisplay: "long" },
  second: { style: "unit", unit: "second", unitDisplay: "long" },
} as const;

// By minute: every flow page states its idle limit's end, and the clock text changes once a minute.
const lastEasternMinute = new Map<string, { minute: number; text: string }>();

export function formatEasternTime(epochMs: number, localeTag = "en-US"): string {
  const minute = Math.floor(epochMs / 60_000);
  const last = lastEasternMinute.get(localeTag);
  if (last?.minute === minute) return last.text;
  const text = `${dateTimeFormat(localeTag, EASTERN_CLOCK).format(new Date(epochMs))} ET`;
  lastEasternMinute.set(localeTag, { minute, text });
  return text;
}

export function formatIdleLimit(idleMs: number, localeTag = "en-US"): string {
  return idleLimitText(idleMs, localeTag);
}

const idleLimitText = keptBy(
  64,
  (idleMs: number, localeTag: string) => `${localeTag} ${idleMs}`,
  (idleMs: number, localeTag: string) =>
    idleMs >= 60_000
      ? numberFormat(localeTag, DURATION.minute).format(Math.round(idleMs / 60_000))
      : numberFormat(localeTag, DURATION.second).format(Math.round(idleMs / 1000)),
);
