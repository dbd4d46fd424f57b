/**
 * The patch-package backports in patches/ (ADR 0237): each is applied to the build that runs it, and
 * does what its upstream fix does. A failed `npm install` names a patch that no longer applies; these
 * fail when one applies but no longer works.
 */
import { getEventListeners } from "node:events";
import { createRequire } from "node:module";
import type { Router } from "@remix-run/router";
// The ES module build: the one the browser bundle holds (the patch is there only).
import * as browserRouter from "@remix-run/router/dist/router.js";
import { afterEach, describe, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);
const { createMemoryHistory, createRouter, redirect } = browserRouter as unknown as typeof import("@remix-run/router");
const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("single fetch's stream timer (ADR 0237, upstream remix-run/react-router#14735)", () => {
  type EncodeVia = (data: unknown, signal: AbortSignal, timeout?: number, mode?: string) => ReadableStream<Uint8Array>;
  // The CommonJS build: the one @remix-run/node loads on the server.
  const { encodeViaTurboStream } = require("@remix-run/server-runtime/dist/single-fetch.js") as {
    encodeViaTurboStream: EncodeVia;
  };
  afterEach(() => void vi.useRealTimers());

  it("leaves no timer and no listener on the request once its data is encoded", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const request = new AbortController().signal;
    const page = { root: { csrf: "t0k3n" }, "routes/credit-line": { amounts: [200, 300] } };
    expect(await text(encodeViaTurboStream(page, request, undefined, "production"))).toContain("t0k3n");
    expect(vi.getTimerCount()).toBe(0);
    expect(getEventListeners(request, "abort")).toHaveLength(0);
  });

  it("still ends a stream whose deferred value never settles, with an error, when its time is up", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const reading = text(
      encodeViaTurboStream({ later: new Promise(() => undefined) }, new AbortController().signal, 100, "production"),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(await reading).toMatch(/^E2:.*"Unexpected Server Error"/m);
  });
});

describe("a loader's redirect during Back replaces the entry (ADR 0237)", () => {
  let router: Router | undefined;
  afterEach(() => router?.dispose());

  it("with the router's ES module build, the browser's", async () => {
    let verified = false;
    const history = createMemoryHistory({ initialEntries: ["/start"] });
    router = createRouter({
      history,
      routes: [
        { id: "start", path: "/start", loader: () => null },
        // Once verified, the code page sends its visitor on, as the app's step guards do.
        { id: "code", path: "/code", loader: () => (verified ? redirect("/next") : null) },
        { id: "next", path: "/next", loader: () => null },
      ],
    }).initialize();
    await router.navigate("/code");
    verified = true;
    await router.navigate("/next");
    await router.navigate(-1);
    await vi.waitFor(() => expect(router!.state.navigation.state).toBe("idle"));
    expect(router.state.location.pathname).toBe("/next");
    // The entry gone back to was replaced, so one more Back reaches the page before it.
    await router.navigate(-1);
    await vi.waitFor(() => expect(router!.state.location.pathname).toBe("/start"));
  });
});
