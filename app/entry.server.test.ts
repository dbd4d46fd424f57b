import { Writable } from "node:stream";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { createLogger } from "~/server/logger.server";
import { handleError } from "./entry.server";

function capturingContext() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const context = { log: createLogger("info", destination) } as unknown as AppLoadContext;
  return { context, lines };
}

describe("handleError: unexpected errors are logged through the redacting logger", () => {
  it("logs the path only (no query) and no personal data from the error", async () => {
    const { context, lines } = capturingContext();
    const request = new Request("http://localhost/identity-verification?email=jane@example.com");
    handleError(new Error("could not seal 123-45-6789 for jane@example.com"), { request, context, params: {} });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? "";
    expect(line).toContain('"path":"/identity-verification"');
    expect(line).toContain("unhandled error");
    expect(line).not.toMatch(/123-45-6789|jane@example\.com|\?email/);
  });

  it("says nothing for a request the browser gave up on", async () => {
    const { context, lines } = capturingContext();
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://localhost/", { signal: controller.signal });
    handleError(new Error("aborted"), { request, context, params: {} });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([]);
  });
});
