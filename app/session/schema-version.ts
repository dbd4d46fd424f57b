import { z } from "zod";
import { sessionDataSchema, type SessionData } from "./data";

/**
 * The shape of the session records this version writes (ADR 0008). Raise it with the change of
 * shape, and give the step from the version before in `UPGRADES`.
 */
export const SESSION_SCHEMA_VERSION = 1;
/**
 * The oldest version that can read what this one writes. A version only adds fields (an older one
 * reads what it knows and keeps the rest); one that cannot avoid changing a field's meaning raises
 * this, and the older versions start such a session again rather than misread it.
 */
export const SESSION_READABLE_FROM = 0;

type RawRecord = Record<string, unknown>;

/**
 * From version n to n+1, applied to an older record before it is checked. Version 0 is a record
 * written before records carried a version: the same shape as version 1.
 */
const UPGRADES: Readonly<Record<number, (data: RawRecord) => RawRecord>> = {
  0: (data) => data,
};

export type RecordReading =
  | { readable: true; data: SessionData }
  /**
   * `newer`: written by a later version that says this one cannot read it, or whose known fields no
   * longer parse here; `invalid`: an older or same-version record that does not parse (corrupt).
   */
  | { readable: false; reason: "newer" | "invalid"; version: number | null };

/**
 * The schema with every object keeping the fields it does not know: a later version's additions go
 * through this version's reads and saves untouched (zod's objects drop them by default).
 */
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

/** What a stored record is checked with: this version's fields, and any others kept as they are. */
export const SESSION_READ_SCHEMA = keepingUnknownFields(sessionDataSchema);

export interface SessionReader {
  version: number;
  readableFrom: number;
  upgrades: Readonly<Record<number, (data: RawRecord) => RawRecord>>;
  /** The version's schema, keeping unknown fields (`keepingUnknownFields`). */
  schema: z.ZodTypeAny;
}

/**
 * Reads stored session data of any version: an older one upgraded step by step, a newer one read
 * for what this version knows with the rest kept (or refused when its writer said so). The data
 * carries the later of the two versions, so a save here never lowers it.
 */
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

/** This version's reader. */
export const readSessionRecord = sessionReader();
