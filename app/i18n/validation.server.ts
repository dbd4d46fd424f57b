import type { SubmissionResult } from "@conform-to/react";
import { parseMessageKey } from "~/domain/messages";
import { isOwnKey } from "~/domain/own-key";
import type { ServerTranslate } from "./catalogues.server";
import { validation } from "./en/validation";

// Schemas say a message by its key (app/domain/messages.ts); a text that is no key stays as it is.
export function translateMessage(text: string, t: ServerTranslate): string {
  const parsed = parseMessageKey(text);
  if (!parsed || !isOwnKey(validation, parsed.key)) return text;
  return t(`validation.${parsed.key}`, parsed.amount === undefined ? undefined : { amount: parsed.amount });
}

export function translateResult(result: SubmissionResult<string[]>, t: ServerTranslate): SubmissionResult<string[]> {
  if (!result.error) return result;
  const error: Record<string, string[] | null> = {};
  for (const [name, messages] of Object.entries(result.error)) {
    error[name] = messages ? messages.map((message) => translateMessage(message, t)) : messages;
  }
  return { ...result, error };
}
