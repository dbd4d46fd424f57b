import { serverTranslate } from "~/i18n/catalogues.server";
import { translateMessage } from "~/i18n/validation.server";

const en = serverTranslate("en");

/** A message key (MSG_KEY) as an English page shows it: schema tests compare SPEC's texts with it. */
export function inEnglish(message: string): string;
export function inEnglish(message: string | undefined): string | undefined;
export function inEnglish(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateMessage(message, en);
}

/** A form's errors (field → messages) in English. */
export function errorsInEnglish(errors: Record<string, string[] | null | undefined>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, list]) => [name, (list ?? []).map((message: string) => inEnglish(message))]),
  );
}
