import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSealer, randomToken } from "./crypto.server";

const SECRET = "s".repeat(40);
const sealer = createSealer(SECRET);

/** Flips one bit in the n-th dot-separated part (decoded, so base64 padding bits cannot hide it). */
function tamper(sealed: string, part: number): string {
  const parts = sealed.split(".");
  const bytes = Buffer.from(parts[part] ?? "", "base64url");
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[part] = bytes.toString("base64url");
  return parts.join(".");
}

describe("seal / open", () => {
  it("round-trips text, including empty and non-ASCII text", () => {
    for (const plain of [
      "123-45-6789",
      "",
      '{"ssn":"123456789","dob":"01/02/1990"}',
      "Zoë ☃ 😀",
      "x".repeat(100_000),
    ]) {
      expect(sealer.open(sealer.seal(plain))).toBe(plain);
    }
  });

  it("round-trips arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (plain) => {
        expect(sealer.open(sealer.seal(plain))).toBe(plain);
      }),
      { numRuns: 200 },
    );
  });

  it("produces versioned, dot-separated base64url output that hides the plaintext", () => {
    const sealed = sealer.seal("123-45-6789");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]*$/);
    expect(sealed).not.toContain("123-45-6789");
    expect(Buffer.from(sealed.split(".")[3] ?? "", "base64url").toString("utf8")).not.toContain("123-45-6789");
  });

  it("uses a fresh IV every time", () => {
    const a = sealer.seal("same");
    const b = sealer.seal("same");
    expect(a).not.toBe(b);
    expect(a.split(".")[1]).not.toBe(b.split(".")[1]);
  });

  it("returns null when the IV, tag or ciphertext was tampered with", () => {
    const sealed = sealer.seal("secret value");
    expect(sealer.open(tamper(sealed, 1))).toBeNull();
    expect(sealer.open(tamper(sealed, 2))).toBeNull();
    expect(sealer.open(tamper(sealed, 3))).toBeNull();
  });

  it("returns null for truncated or extended ciphertext", () => {
    const sealed = sealer.seal("secret value");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    expect(
      sealer.open([...parts.slice(0, 3), body.subarray(0, body.length - 1).toString("base64url")].join(".")),
    ).toBeNull();
    expect(
      sealer.open([...parts.slice(0, 3), Buffer.concat([body, Buffer.from([0])]).toString("base64url")].join(".")),
    ).toBeNull();
    expect(sealer.open(`${parts[0]}.${parts[1]}.${Buffer.alloc(16).toString("base64url")}.${parts[3]}`)).toBeNull();
  });

  it("returns null when opened with another secret", () => {
    const other = createSealer("t".repeat(40));
    expect(other.open(sealer.seal("secret value"))).toBeNull();
    expect(createSealer(SECRET).open(sealer.seal("secret value"))).toBe("secret value");
  });

  it.each(["", "v1", "v1.", "v1..", "v2.a.b.c", "garbage", "v1.!!.!!.!!", "v1.AAAA.AAAA", "...."])(
    "returns null for %j",
    (sealed) => {
      expect(sealer.open(sealed)).toBeNull();
    },
  );

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), (junk) => {
        expect(sealer.open(junk)).toBeNull();
        expect(sealer.open(`v1.${junk}`)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});

describe("sign / verify", () => {
  it("signs deterministically and verifies its own signatures", () => {
    const signature = sealer.sign("session-id");
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(sealer.sign("session-id")).toBe(signature);
    expect(sealer.verify("session-id", signature)).toBe(true);
  });

  it("rejects other values, altered, truncated or foreign signatures", () => {
    const signature = sealer.sign("session-id");
    expect(sealer.verify("session-iD", signature)).toBe(false);
    expect(sealer.verify("session-id", sealer.sign("other"))).toBe(false);
    expect(sealer.verify("session-id", `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(sealer.verify("session-id", signature.slice(1))).toBe(false);
    expect(sealer.verify("session-id", "")).toBe(false);
    expect(sealer.verify("session-id", createSealer("t".repeat(40)).sign("session-id"))).toBe(false);
  });

  it("keeps signing and encryption keys apart (a signature is not a seal)", () => {
    expect(sealer.open(`v1.${sealer.sign("a")}.${sealer.sign("b")}.${sealer.sign("c")}`)).toBeNull();
  });
});

describe("randomToken", () => {
  it("is base64url of the requested size and unique", () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken(24)).toMatch(/^[\w-]{32}$/);
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
    expect(tokens.size).toBe(200);
  });
});

describe("rotation (SESSION_SECRET_PREVIOUS)", () => {
  const OLD = "o".repeat(40);
  const before = createSealer(OLD);
  const after = createSealer(SECRET, [OLD]);

  it("what the old secret sealed and signed still opens and verifies after the change", () => {
    const sealed = before.seal("123456789");
    expect(after.open(sealed)).toBe("123456789");
    expect(after.verify("id.issued", before.sign("id.issued"))).toBe(true);
  });

  it("new values are sealed and signed with the current secret only", () => {
    expect(before.open(after.seal("x"))).toBeNull();
    expect(after.sign("v")).toBe(sealer.sign("v"));
    expect(before.verify("v", after.sign("v"))).toBe(false);
  });

  it("a secret dropped from the list no longer opens or verifies", () => {
    const dropped = createSealer(SECRET);
    expect(dropped.open(before.seal("x"))).toBeNull();
    expect(dropped.verify("v", before.sign("v"))).toBe(false);
  });
});
