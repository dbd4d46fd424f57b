/**
 * The patch of React's server writer (ADR 0201, scripts/framework-patches/react-writer.mjs): the Node
 * production build joins a writing round's pieces into one string and writes it once, where it used
 * to encode each piece into 2 KB byte arrays — and the page's bytes stay exactly the same.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Writable } from "node:stream";
import { createElement, Fragment, Suspense, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { MARKER } from "../scripts/patch-framework.mjs";
import { REACT_WRITER_PATCHES } from "../scripts/framework-patches/react-writer.mjs";

type PipeableServer = typeof import("react-dom/server");

const require = createRequire(import.meta.url);
const patch = REACT_WRITER_PATCHES[0]!;
const reactDom = dirname(require.resolve("react-dom/package.json"));
const patchedFile = join(reactDom, patch.file);
const patched = require(patchedFile) as PipeableServer;

/** The same build with the patch taken out again, loaded as a module of its own. */
function unpatchedBuild(): PipeableServer {
  let text = readFileSync(patchedFile, "utf8");
  for (const r of patch.replacements) text = text.replace(r.replace, r.find);
  const module = { exports: {} as PipeableServer };
  const requireBeside = createRequire(patchedFile);
  new Function("require", "module", "exports", text)(requireBeside, module, module.exports);
  return module.exports;
}
const unpatched = unpatchedBuild();

interface Written {
  chunks: (string | Uint8Array)[];
  bytes: Buffer;
}

/** Renders a tree with renderToPipeableStream into a Writable; every chunk React wrote, and the bytes. */
function render(server: PipeableServer, tree: ReactNode): Promise<Written> {
  return new Promise((resolve, reject) => {
    const chunks: (string | Uint8Array)[] = [];
    const destination = new Writable({
      decodeStrings: false,
      write(chunk: string | Uint8Array, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    destination.on("finish", () =>
      resolve({ chunks, bytes: Buffer.concat(chunks.map((c) => (typeof c === "string" ? Buffer.from(c) : c))) }),
    );
    const { pipe } = server.renderToPipeableStream(tree, {
      onShellReady: () => pipe(destination),
      onShellError: reject,
    });
  });
}

/** Resolves after a while: a Suspense boundary written in a later round than the shell. */
function Later({ text }: { text: string }) {
  const state = laterState.get(text);
  if (state === "done") return createElement("p", null, text);
  if (!state)
    laterState.set(
      text,
      new Promise<void>((done) => setTimeout(done, 10)).then(() => void laterState.set(text, "done")),
    );
  throw laterState.get(text);
}
const laterState = new Map<string, Promise<void> | "done">();

/** A page-like tree: many small pieces, multi-byte text, a text larger than React's 2 KB view, a boundary. */
function page(round: string): ReactNode {
  const rows = Array.from({ length: 300 }, (_, i) =>
    createElement("li", { key: i, className: `row-${i}`, "data-n": i }, `Línea ${i} — “quoted” & <escaped> 💳`),
  );
  return createElement(
    "html",
    { lang: "en" },
    createElement("head", null, createElement("title", null, "Solicitud – Paso 1 de 9")),
    createElement(
      "body",
      null,
      createElement("ul", null, rows),
      createElement("p", null, "é".repeat(3000)),
      createElement("script", {
        dangerouslySetInnerHTML: { __html: `window.x = ${JSON.stringify("ü".repeat(800))};` },
      }),
      createElement(
        Suspense,
        { fallback: createElement(Fragment, null, "Loading…") },
        createElement(Later, { text: `later ${round}` }),
      ),
    ),
  );
}

describe("the react-dom server writer patch (ADR 0201)", () => {
  it("is applied to the Node production build the server loads, and to nothing else", () => {
    expect(readFileSync(patchedFile, "utf8")).toContain(MARKER);
    for (const other of [
      "cjs/react-dom-server.node.development.js",
      "cjs/react-dom-server-legacy.node.production.min.js",
      "cjs/react-dom-server.browser.production.min.js",
    ]) {
      expect(readFileSync(join(reactDom, other), "utf8")).not.toContain(MARKER);
    }
  });

  it("writes the bytes of the unpatched build, without its stray NUL bytes: many pieces, multi-byte text, long text, a later boundary", async () => {
    const ours = await render(patched, page("a"));
    const reference = await render(unpatched, page("b"));
    const text = (written: Written) => written.bytes.toString("utf8");
    // React 18.3's writer sends its whole 2 KB array when a multi-byte character does not fit in what
    // is left of it: NUL bytes in the page (facebook/react#31134, fixed upstream only in React 19).
    expect(text(reference)).toContain("\0");
    expect(text(ours)).not.toContain("\0");
    expect(text(ours).replaceAll("later a", "later b")).toBe(text(reference).replaceAll("\0", ""));
    expect(text(ours)).toContain("“quoted” &amp; &lt;escaped&gt; 💳");
  });

  it("writes each round once, as a string: the shell in one write, the boundary in one more", async () => {
    const ours = await render(patched, page("c"));
    expect(ours.chunks.every((chunk) => typeof chunk === "string")).toBe(true);
    expect(ours.chunks).toHaveLength(2);
    // The unpatched writer: a byte array per 2 KB (the page is ~40 KB), never a string.
    const reference = await render(unpatched, page("d"));
    expect(reference.chunks.every((chunk) => chunk instanceof Uint8Array)).toBe(true);
    expect(reference.chunks.length).toBeGreaterThan(15);
  });
});
