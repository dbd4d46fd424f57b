import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { userIdHasher, userIdKeyFor, userIdWithKey } from "./sink.server";
import { stepNameForPath } from "./events";

describe("analytics events", () => {
  it("gives step names for screens only", () => {
    expect(stepNameForPath("/basic-info")).toBe("basic_info");
    expect(stepNameForPath("/OTP-check/")).toBe("otp");
    expect(stepNameForPath("/")).toBe("intro");
    expect(stepNameForPath("/nothing-here")).toBeNull();
  });

  it("uses a keyed hash (HMAC-SHA-256) of the lower-cased, trimmed email as user_id", () => {
    const userIdFor = userIdHasher("analytics-test-secret-0123456789abcdef");
    const id = userIdFor({ emailAddress: " Jane.Doe@Example.com " });
    expect(id).toBe(userIdFor({ emailAddress: "jane.doe@example.com" }));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain("jane");
    // Not the plain SHA-256 anyone could compute for a known address.
    expect(id).not.toBe(createHash("sha256").update("jane.doe@example.com").digest("hex"));
    expect(id).toBe(userIdWithKey("jane.doe@example.com", userIdKeyFor("analytics-test-secret-0123456789abcdef")));
    expect(userIdHasher("another-secret-0123456789abcdefghijkl")({ emailAddress: "jane.doe@example.com" })).not.toBe(
      id,
    );
    expect(userIdFor({})).toBeUndefined();
    expect(userIdFor({ emailAddress: "" })).toBeUndefined();
  });
});
