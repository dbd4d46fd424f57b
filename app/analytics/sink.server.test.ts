import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { userIdHasher } from "./sink.server";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  return { ...actual, createHmac: vi.fn(actual.createHmac) };
});

describe("userIdHasher", () => {
  it("hashes a draft's email once for a request's two reads, and again when the email changes", () => {
    const userIdOf = userIdHasher("test-secret-0123456789abcdefghijklmnop");
    const hmac = vi.mocked(createHmac);
    hmac.mockClear();
    const draft: { emailAddress?: string } = { emailAddress: "jane.doe@example.com" };
    const first = userIdOf(draft);
    expect(userIdOf(draft)).toBe(first);
    expect(hmac).toHaveBeenCalledTimes(1);

    draft.emailAddress = "someone.else@example.com";
    expect(userIdOf(draft)).not.toBe(first);
    expect(userIdOf(draft)).toBe(userIdOf({ emailAddress: "someone.else@example.com" }));
    expect(hmac).toHaveBeenCalledTimes(3);
    delete draft.emailAddress;
    expect(userIdOf(draft)).toBeUndefined();
    // Another draft with the same email is hashed for itself (a draft lives as long as its request).
    expect(userIdOf({ emailAddress: "jane.doe@example.com" })).toBe(first);
    expect(hmac).toHaveBeenCalledTimes(4);
  });
});
