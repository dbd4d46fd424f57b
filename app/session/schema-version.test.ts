import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sessionDataSchema } from "./data";
import {
  keepingUnknownFields,
  readSessionRecord,
  SESSION_READABLE_FROM,
  SESSION_SCHEMA_VERSION,
  sessionReader,
} from "./schema-version";

const BASE = { createdAt: 1, lastSeenAt: 2, csrf: "c".repeat(20) };
const ANSWERS = {
  cardType: "basic",
  firstName: "Ana",
  annualIncome: 52_000,
  sealedPii: "v1.a.b.c",
  completed: ["basicInfo"],
};

describe("a record of an older version", () => {
  it("one written before records carried a version is read as it is and carries this version from now on", () => {
    const reading = readSessionRecord({ ...BASE, draft: ANSWERS, leadId: "L-1" });
    expect(reading).toEqual({
      readable: true,
      data: {
        ...BASE,
        draft: ANSWERS,
        leadId: "L-1",
        schemaVersion: SESSION_SCHEMA_VERSION,
        readableFrom: SESSION_READABLE_FROM,
      },
    });
  });

  it("is upgraded step by step to the reader's version before it is checked", () => {
    // A later version that renamed a field: its reader upgrades 0 → 1 → 2.
    const schema = keepingUnknownFields(sessionDataSchema.extend({ givenName: z.string().optional() }));
    const read = sessionReader({
      version: 2,
      readableFrom: 2,
      schema,
      upgrades: {
        0: (data) => data,
        1: ({ firstName, ...rest }) => ({ ...rest, givenName: firstName }),
      },
    });
    const reading = read({ ...BASE, draft: {}, firstName: "Ana" });
    expect(reading.readable && reading.data).toMatchObject({ givenName: "Ana", schemaVersion: 2, readableFrom: 2 });
    expect(reading.readable && "firstName" in reading.data).toBe(false);
  });

  it("whose step up is missing is not read (never checked against a shape it does not have)", () => {
    const read = sessionReader({ version: 3, upgrades: { 0: (data) => data } });
    expect(read({ ...BASE, draft: {}, schemaVersion: 1 })).toEqual({ readable: false, reason: "invalid", version: 1 });
  });
});

describe("a record of a later version", () => {
  const later = {
    ...BASE,
    schemaVersion: SESSION_SCHEMA_VERSION + 1,
    readableFrom: SESSION_SCHEMA_VERSION,
    draft: { ...ANSWERS, preferredName: "Annie" },
    submission: { state: "done", startedAt: 5, applicationId: "A-1", bankReference: "R-9" },
    analytics: [{ event: "step", channel: "web" }],
    referral: { code: "FRIEND" },
  };

  it("that this version may read is read for what it knows, every field it does not know kept as it is", () => {
    const reading = readSessionRecord(later);
    expect(reading).toEqual({ readable: true, data: later });
  });

  it("that says this version cannot read it is refused as newer, nothing of it read", () => {
    expect(readSessionRecord({ ...later, readableFrom: SESSION_SCHEMA_VERSION + 1 })).toEqual({
      readable: false,
      reason: "newer",
      version: SESSION_SCHEMA_VERSION + 1,
    });
  });

  it("whose known field no longer parses here is refused whole, not read without that field", () => {
    // Read without it, a submission or payment guard would look absent: a second application.
    const reading = readSessionRecord({ ...later, submission: { state: "sent-to-bank", startedAt: 5 } });
    expect(reading).toEqual({ readable: false, reason: "newer", version: SESSION_SCHEMA_VERSION + 1 });
  });
});

describe("a record that is not a session", () => {
  it.each([
    ["no object", "text"],
    ["an array", [BASE]],
    ["a version that is no whole number", { ...BASE, draft: {}, schemaVersion: "2" }],
    ["a negative 'readable from'", { ...BASE, draft: {}, readableFrom: -1 }],
    [
      "this version's shape, broken",
      { ...BASE, draft: { cardType: "titanium" }, schemaVersion: SESSION_SCHEMA_VERSION },
    ],
  ])("%s is invalid", (_, raw) => {
    expect(readSessionRecord(raw)).toMatchObject({ readable: false, reason: "invalid" });
  });
});

describe("keepingUnknownFields", () => {
  it("keeps unknown fields at every depth: objects in optional, nullable, defaulted and array fields", () => {
    const schema = keepingUnknownFields(
      z.object({
        a: z.object({ x: z.number() }).optional(),
        b: z.object({ x: z.number() }).nullable(),
        c: z.object({ x: z.number() }).partial().default({}),
        d: z.array(z.object({ x: z.number() })),
      }),
    );
    const value = { a: { x: 1, a2: 1 }, b: { x: 2, b2: 2 }, c: { c2: 3 }, d: [{ x: 4, d2: 4 }], e: 5 };
    expect(schema.parse(value)).toEqual(value);
    expect(schema.parse({ b: null, d: [] })).toEqual({ b: null, c: {}, d: [] });
    expect(schema.safeParse({ a: { x: "1" }, b: null, d: [] }).success).toBe(false);
  });
});
