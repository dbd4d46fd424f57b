import pino, { type DestinationStream, type Logger } from "pino";
import { redact, redactText } from "./redact.server";

export type { Logger };

/**
 * Structured JSON logs. Every object and message passes through `redact` first, so a careless
 * `log.info({ body })` cannot leak an SSN, card number, code, email or phone.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      formatters: {
        log: (object) => redact(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const cleaned = args.map((a) => (typeof a === "string" ? redactText(a) : a)) as Parameters<typeof method>;
          return method.apply(this, cleaned);
        },
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
}
