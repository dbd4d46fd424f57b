/**
 * Where the `compression` middleware runs (ADR 0216): on the static files read from the disk only.
 * Mounted on every request, its wrappers cost a browser's page ~10 % of its CPU while pages and data answers
 * were compressed whole elsewhere (ADR 0214); an answer that streams applies it itself.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~/server/http/app.server";
import { useAppHarness } from "./app-harness";
import { ensureBuild } from "./server-process";

/** What Express 4 keeps of each `app.use`: the handler's name and whether a path reaches it. */
interface Layer {
  name: string;
  match(path: string): boolean;
}

const h = useAppHarness();
let build: ServerBuild;

beforeAll(async () => {
  ensureBuild();
  build = (await import(pathToFileURL(resolve("build/index.js")).href)) as ServerBuild;
}, 120_000);

describe("the compression middleware's place in the app", () => {
  it("is on no path a page, a data request or a form post takes; on /build's files from the disk", () => {
    const app = createApp({ services: h.services, build, mock: null, tracing: false });
    const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
    // The middleware itself, our form of it that applies it once, or the static files behind it.
    // Found by name: publicFiles's own wrapper (public/'s names only) holds a compressedFiles that
    // this list cannot see; public-files.server.test.ts covers what it answers.
    const compressing = stack.filter((layer) =>
      ["compression", "streamedCompression", "compressedStatic"].includes(layer.name),
    );
    for (const path of ["/", "/credit-line", "/credit-line.data", "/basic-info", "/app-status-no-match", "/x"]) {
      expect(
        compressing.filter((layer) => layer.match(path)),
        path,
      ).toEqual([]);
    }
    expect(compressing.map((layer) => layer.name)).toEqual(["compressedStatic"]);
    expect(compressing.some((layer) => layer.match("/build/_shared/chunk-X.js"))).toBe(true);
  });
});
