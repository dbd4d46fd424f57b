import type { SubmissionResult } from "@conform-to/react";
import { MSG, MSG_TEMPLATES } from "~/domain/messages";
import type { ServerTranslate } from "./catalogues.server";

/**
 * The schemas say what is wrong in English (SPEC §5's texts, app/domain/messages.ts); a rejected form
 * says it in the request's language. Each English text names its catalogue key; the amount messages
 * are matched by their template. A text that is not one of them (already in the page's words) stays.
 */
const KEY_OF_TEXT = new Map<string, string>();
for (const [key, value] of Object.entries(MSG)) {
  if (typeof value === "string" && !KEY_OF_TEXT.has(value)) KEY_OF_TEXT.set(value, key);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const AMOUNT_PATTERNS = Object.entries(MSG_TEMPLATES).map(([key, template]) => ({
  key,
  pattern: new RegExp(`^${escape(template).replace(escape("{{amount}}"), "([0-9.,]+)")}$`),
}));

export function translateMessage(text: string, t: ServerTranslate): string {
  const key = KEY_OF_TEXT.get(text);
  if (key) return t(`validation.${key}`);
  for (const { key: amountKey, pattern } of AMOUNT_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return t(`validation.${amountKey}`, { amount: match[1] ?? "" });
  }
  return text;
}

/** A rejected form's result with its messages in the request's language. */
export function translateResult(result: SubmissionResult<string[]>, t: ServerTranslate): SubmissionResult<string[]> {
  if (!result.error) return result;
  const error: Record<string, string[] | null> = {};
  for (const [name, messages] of Object.entries(result.error)) {
    error[name] = messages ? messages.map((message) => translateMessage(message, t)) : messages;
  }
  return { ...result, error };
}
