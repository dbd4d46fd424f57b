import { MSG, MSG_TEMPLATES } from "~/domain/messages";

type MessageTexts = { [K in keyof typeof MSG as (typeof MSG)[K] extends string ? K : never]: string };

function textsOf(messages: typeof MSG): MessageTexts {
  return Object.fromEntries(Object.entries(messages).filter(([, value]) => typeof value === "string")) as MessageTexts;
}

// SPEC §5's messages, kept once in app/domain/messages.ts.
export const validation = { ...textsOf(MSG), ...MSG_TEMPLATES };
