import { describe, expect, it } from "vitest";
import { canonicalTarget } from "./request-target.server";
import { itAnswers } from "../../../test/table";

describe("canonicalTarget: the path as Remix's URL parse reads it", () => {
  itAnswers(canonicalTarget, "%s → %s", [
    ["/otp-check", "/otp-check"],
    ["/otp-check?lng=es", "/otp-check?lng=es"],
    ["/x/../otp-check", "/otp-check"],
    ["/x/%2e%2e/otp-check", "/otp-check"],
    ["/x/%2E%2E/otp-check", "/otp-check"],
    ["/otp-check/.", "/otp-check/"],
    ["/./otp-check", "/otp-check"],
    ["/../../otp-check", "/otp-check"],
    ["/x\\..\\otp-check", "/otp-check"],
    // A path that would read as another host keeps ours: one slash, and the rest is the path.
    ["//evil.example/otp-check", "/evil.example/otp-check"],
    ["/\\evil.example/otp-check", "/evil.example/otp-check"],
    ["///otp-check", "/otp-check"],
    // An absolute-form target: its path and query only.
    ["http://evil.example/otp-check?a=1", "/otp-check?a=1"],
    // Left as they are: trailing and inner slashes, case, encoded slashes (Remix matches those itself).
    ["/otp-check//", "/otp-check//"],
    ["/OTP-Check", "/OTP-Check"],
    ["/otp-check%2F", "/otp-check%2F"],
  ]);

  it.each(["*", "otp-check", "javascript:alert(1)", "http://[::1"])("%s is no target (null)", (target) => {
    expect(canonicalTarget(target)).toBeNull();
  });
});
