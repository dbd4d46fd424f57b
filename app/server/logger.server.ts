import pino, { type DestinationStream, type Logger } from "pino";
import { currentScope } from "./observability/context.server";
import { redact, redactText } from "./redact.server";

export type { Logger };

/** Everything passes through `redact`, so a careless `log.info({ body })` cannot leak PII. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base: undefined,
      mixin: () => {
        const scope = currentScope();
        return scope ? { requestId: scope.requestId, traceId: scope.traceId } : {};
      },
      // `redact` already turned errors into { type, message }; pino's own serializer would re-read them as 'Object'.
      serializers: { err: (value: unknown) => value },
      formatters: {
        log: (object) => redact(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const cleaned: unknown[] = args.map((a, i) =>
            typeof a === "string" ? redactText(a) : i === 0 ? a : redact(a),
          );
          // Without a message pino would print an error's own (unredacted) message: give it the redacted one.
          const first = cleaned[0];
          if (typeof first === "object" && first !== null && typeof cleaned[1] !== "string") {
            const error = first instanceof Error ? first : (first as { err?: unknown; msg?: unknown }).err;
            if (error instanceof Error && (first as { msg?: unknown }).msg === undefined) {
              cleaned.splice(1, 0, redactText(error.message));
            }
          }
          return method.apply(this, cleaned as Parameters<typeof method>);
        },
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
  // pino runs no formatter over a child's bindings: redact them on the way in (children inherit this).
  const child = logger.child;
  logger.child = function (this: Logger, bindings, options) {
    return child.call(this, redact(bindings) as typeof bindings, options);
  } as Logger["child"];
  return logger;
}
