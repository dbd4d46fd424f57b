import { trace } from "@opentelemetry/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inSpan } from "./tracing.server";

describe("inSpan while traces are off", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs the work with a span that records nothing, without asking the tracer for one", async () => {
    const getTracer = vi.spyOn(trace, "getTracer");
    let recording: boolean | undefined;
    const result = await inSpan("session-store get", { "session_store.operation": "get" }, async (span) => {
      recording = span.isRecording();
      span.setAttribute("bank.outcome", "ok"); // what callers do: harmless on the no-op span
      return 42;
    });
    expect(result).toBe(42);
    expect(recording).toBe(false);
    expect(getTracer).not.toHaveBeenCalled();
  });

  it("passes the work's rejection on unchanged", async () => {
    const failure = new Error("store down");
    await expect(inSpan("session-store set", {}, () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
