import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { bankFailureOf, UpstreamError, type BankFailure, type UpstreamErrorKind } from "~/upstream/errors";
import { bankFailure, bankFailureOr } from "./bank-failure.server";

function contextWithSession() {
  const reset = vi.fn(async () => {});
  return { context: { session: { reset } } as unknown as AppLoadContext, reset };
}

function locationOf(answer: unknown): string | null {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(303);
  return response.headers.get("Location");
}

// SPEC §7-8's status-code table and ADRs 0050, 0040, 0054: what each failure is, and its default screen.
const TABLE: Array<[string, unknown, BankFailure, string]> = [
  ["401", new UpstreamError("unauthorized", "x", 401), "sessionEnded", "/session-expired"],
  ["403", new UpstreamError("forbidden", "x", 403), "sessionEnded", "/session-expired"],
  ["timeout", new UpstreamError("timeout", "x"), "unreachable", "/error?reason=api-unavailable"],
  ["network", new UpstreamError("network", "x"), "unreachable", "/error?reason=api-unavailable"],
  ["answer broke off", new UpstreamError("network", "x", 200), "unreachable", "/error?reason=api-unavailable"],
  ["malformed answer", new UpstreamError("malformed", "x", 200), "unreadable", "/error?reason=generic"],
  ["400", new UpstreamError("badRequest", "x", 400), "refused", "/error?reason=generic"],
  ["404", new UpstreamError("notFound", "x", 404), "refused", "/error?reason=generic"],
  ["422", new UpstreamError("unprocessable", "x", 422), "refused", "/error?reason=generic"],
  ["500", new UpstreamError("serverError", "x", 500), "refused", "/error?reason=generic"],
  ["502", new UpstreamError("serverError", "x", 502), "bankDown", "/error?reason=generic"],
  ["503", new UpstreamError("serverError", "x", 503), "bankDown", "/error?reason=generic"],
  ["request that never left", new UpstreamError("badRequest", "x"), "notSent", "/error?reason=generic"],
  ["not a bank error", new TypeError("oops"), "notBank", "/error?reason=generic"],
];

describe("bankFailure: the table", () => {
  it.each(TABLE)("%s is %s, by default %s", async (_name, error, failure, location) => {
    expect(bankFailureOf(error)).toBe(failure);
    const { context, reset } = contextWithSession();
    expect(locationOf(await bankFailure(context, error))).toBe(location);
    expect(reset).toHaveBeenCalledTimes(failure === "sessionEnded" ? 1 : 0);
  });

  it("an UpstreamError from the other bundle (same name and kind) is classified too", () => {
    const foreign = Object.assign(new Error("x"), { name: "UpstreamError", kind: "timeout" as UpstreamErrorKind });
    expect(bankFailureOf(foreign)).toBe("unreachable");
  });
});

describe("bankFailure: a site's own answers", () => {
  it("401/403 end the session even when the site answers everything else", async () => {
    const { context, reset } = contextWithSession();
    const otherwise = vi.fn(() => "mine");
    const answer = await bankFailure(context, new UpstreamError("forbidden", "x", 403), { otherwise });
    expect(locationOf(answer)).toBe("/session-expired");
    expect(reset).toHaveBeenCalledOnce();
    expect(otherwise).not.toHaveBeenCalled();
  });

  it("a named failure beats otherwise; an error key is that error page; unnamed ones take otherwise", async () => {
    const { context } = contextWithSession();
    const answers = { unreachable: "api-unavailable", otherwise: () => "own page" } as const;
    expect(locationOf(await bankFailure(context, new UpstreamError("timeout", "x"), answers))).toBe(
      "/error?reason=api-unavailable",
    );
    expect(await bankFailure(context, new UpstreamError("serverError", "x", 500), answers)).toBe("own page");
    expect(await bankFailure(context, new Error("bug"), answers)).toBe("own page");
  });

  it("the answer is told the failure", async () => {
    const { context } = contextWithSession();
    const seen: BankFailure[] = [];
    await bankFailure(context, new UpstreamError("serverError", "x", 504), { otherwise: (_e, f) => seen.push(f) });
    expect(seen).toEqual(["bankDown"]);
  });
});

describe("bankFailureOr: a call the page can do without", () => {
  it("throws the session-expired redirect for 401/403", async () => {
    const { context, reset } = contextWithSession();
    const fallback = vi.fn(() => null);
    const thrown = await bankFailureOr(context, new UpstreamError("unauthorized", "x", 401), fallback).catch(
      (e: unknown) => e,
    );
    expect(locationOf(thrown)).toBe("/session-expired");
    expect(reset).toHaveBeenCalledOnce();
    expect(fallback).not.toHaveBeenCalled();
  });

  it.each(TABLE.filter(([, , failure]) => failure !== "sessionEnded"))("%s: the fallback", async (_n, error) => {
    const { context } = contextWithSession();
    await expect(bankFailureOr(context, error, () => "fallback")).resolves.toBe("fallback");
  });
});
