import { describe, expect, it } from "vitest";
import { REQUEST_TIMEOUT_MS } from "~/server/http/request-body.server";
import { uploadTimeoutFor } from "~/upstream/client.server";
import { uploadLockTimes } from "./upload-lock.server";

describe("uploadLockTimes", () => {
  it("holds the lock for the longest upload: the whole body, then the bank's upload", () => {
    expect(uploadLockTimes(15_000).holdMs).toBeGreaterThan(REQUEST_TIMEOUT_MS + uploadTimeoutFor(15_000));
  });

  it("a post waiting behind another answers before the server's request limit (a bare 408 before)", () => {
    const { waitMs } = uploadLockTimes(15_000);
    expect(waitMs).toBeGreaterThan(0);
    // Room for its own answer: the upload-failed page with its retry.
    expect(waitMs).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS - 10_000);
  });
});
