import type { SubmissionResult } from "@conform-to/react";
import { parseMessageKey } from "~/domain/messages";
import { isOwnKey } from "~/domain/own-key";
import type { ServerTranslate } from "./catalogues.server";
import { validation } from "./en/validation";

/**
 * The schemas and routes say a message by its key (MSG_KEY, app/domain/messages.ts); a rejected form
 * says it in the request's language, English included, from that language's catalogue. A text that
 * is no message key (already in the page's words) stays as it is.
 */
export function translateMessage(text: string, t: ServerTranslate): string {
  const parsed = parseMessageKey(text);
  if (!parsed || !isOwnKey(validation, parsed.key)) return text;
  return t(`validation.${parsed.key}`, parsed.amount === undefined ? undefined : { amount: parsed.amount });
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
