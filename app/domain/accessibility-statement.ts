import { dateTimeFormat } from "./intl-formats";

const LONG_DATE = { dateStyle: "long", timeZone: "UTC" } as const;

/**
 * The accessibility statement (/accessibility), in the shape public services publish theirs
 * (GOV.UK's model statement): who it covers, what people can do, how accessible the service is,
 * the known limitations, how it was tested, how to contact us, and when it was prepared.
 * OURS: SPEC has no such page (docs/decisions/0110). Its texts are the `accessibility` catalogue
 * (app/i18n/<lang>/accessibility.ts); the footer's link to it is ACCESSIBILITY_LINK (accessibility-link.ts).
 */

/** The date of the review behind this statement (US Eastern calendar day); change it with every review. */
export const PREPARED_ON_ISO = "2026-11-24";

/** The review date in a language ('November 24, 2026', '24 de noviembre de 2026'). */
export function preparedOnIn(localeTag: string): string {
  return dateTimeFormat(localeTag, LONG_DATE).format(new Date(`${PREPARED_ON_ISO}T12:00:00Z`));
}

export const ACCESSIBILITY_STATEMENT = { title: "Accessibility statement" } as const;

/** 'tel:' link for a phone number as configured ('1-800-555-0199' → 'tel:18005550199'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
