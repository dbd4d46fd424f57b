import { dateTimeFormat } from "./intl-formats";

const LONG_DATE = { dateStyle: "long", timeZone: "UTC" } as const;

// OURS: SPEC has no such page (ADR 0110); GOV.UK's model statement's shape.

// Change it with every review.
export const PREPARED_ON_ISO = "2026-11-24";

export function preparedOnIn(localeTag: string): string {
  return dateTimeFormat(localeTag, LONG_DATE).format(new Date(`${PREPARED_ON_ISO}T12:00:00Z`));
}

export const ACCESSIBILITY_STATEMENT = { title: "Accessibility statement" } as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
