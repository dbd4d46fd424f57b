import { z } from "zod";
import { sessionDataSchema, type SessionData } from "./data";

/** Raise it with a change of shape (ADR 0008), with the step from the version before in `UPGRADES`. */
export const SESSION_SCHEMA_VERSION = 1;
/** Versions only add fields; one that must change a field's meaning raises this. */
export const SESSION_READABLE_FROM = 0;

type RawRecord = Record<string, unknown>;

const UPGRADES: Readonly<Record<number, (data: RawRecord) => RawRecord>> = {
  0: (data) => data,
};

export type RecordReading =
  { readable: true; data: SessionData } | { readable: false; reason: "newer" | "invalid"; version: number | null };

/** zod's objects drop unknown fields: a later version's additions must pass through untouched. */
export function keepingUnknownFields(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    return z
      .object(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, keepingUnknownFields(field)])))
      .passthrough();
  }
  if (schema instanceof z.ZodOptional) return keepingUnknownFields(schema.unwrap() as z.ZodTypeAny).optional();
  if (schema instanceof z.ZodNullable) return keepingUnknownFields(schema.unwrap() as z.ZodTypeAny).nullable();
  if (schema instanceof z.ZodDefault) {
    const inner = schema.removeDefault() as z.ZodTypeAny;
    return keepingUnknownFields(inner).default((schema._def as { defaultValue: () => unknown }).defaultValue());
  }
  if (schema instanceof z.ZodArray) return z.array(keepingUnknownFields(schema.element as z.ZodTypeAny));
  return schema;
}

const wholeNumber = (value: unknown, absent: number): number | null =>
  value === undefined ? absent : Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : null;

export const SESSION_READ_SCHEMA = keepingUnknownFields(sessionDataSchema);

export interface SessionReader {
  version: number;
  readableFrom: number;
  upgrades: Readonly<Record<number, (data: RawRecord) => RawRecord>>;
  schema: z.ZodTypeAny;
}

export function sessionReader({
  version = SESSION_SCHEMA_VERSION,
  readableFrom = SESSION_READABLE_FROM,
  upgrades = UPGRADES,
  schema = SESSION_READ_SCHEMA,
}: Partial<SessionReader> = {}): (raw: unknown) => RecordReading {
  return (raw) => {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      return { readable: false, reason: "invalid", version: null };
    }
    const record = raw as RawRecord;
    const found = wholeNumber(record.schemaVersion, 0);
    const foundReadableFrom = wholeNumber(record.readableFrom, 0);
    if (found === null || foundReadableFrom === null) return { readable: false, reason: "invalid", version: null };
    const newer = found > version;
    if (newer && foundReadableFrom > version) return { readable: false, reason: "newer", version: found };
    let data = record;
    for (let step = found; step < version; step++) {
      const upgrade = upgrades[step];
      if (!upgrade) return { readable: false, reason: "invalid", version: found };
      data = upgrade(data);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) return { readable: false, reason: newer ? "newer" : "invalid", version: found };
    return {
      readable: true,
      data: {
        ...(parsed.data as SessionData),
        schemaVersion: Math.max(found, version),
        readableFrom: Math.max(foundReadableFrom, readableFrom),
      },
    };
  };
}

export const readSessionRecord = sessionReader();
