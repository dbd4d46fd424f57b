// Patches of per-request copies (ADR 0200: @remix-run/server-runtime, turbo-stream), of a
// per-request timer left running (ADR 0208: the same two) and of the build (@remix-run/dev).
// Applied by scripts/patch-framework.mjs; what a patch is and how it is checked is said there.
import { MARKER } from "./marker.mjs";

export const REQUEST_AND_BUILD_PATCHES = [
  {
    pkg: "@remix-run/server-runtime",
    version: "2.17.5",
    file: "dist/data.js",
    replacements: [
      {
        why: "stripIndexParam: a URL without a query has no index param to strip: the request itself, not a copy",
        find: `function stripIndexParam(request) {
  let url = new URL(request.url);
`,
        replace: `${MARKER}
// Every loader and action call copied its request twice (index, then _routes stripped): a new URL,
// Request, Headers and following AbortSignal per copy, even when there is no query at all. Without
// a '?' there is nothing to strip and nothing for URLSearchParams to re-serialise (ADR 0200); a URL
// with a query still goes the upstream way, so its normalisation stays exactly as before.
function stripIndexParam(request) {
  if (!request.url.includes("?")) return request;
  let url = new URL(request.url);
`,
      },
      {
        why: "stripRoutesParam: a URL without a query has no _routes param to strip",
        find: `function stripRoutesParam(request) {
  let url = new URL(request.url);
`,
        replace: `function stripRoutesParam(request) {
  if (!request.url.includes("?")) return request;
  let url = new URL(request.url);
`,
      },
    ],
  },
  {
    pkg: "turbo-stream",
    version: "2.4.1",
    file: "dist/flatten.js",
    replacements: [
      {
        why: "stringify: a long string's JSON kept (a page's texts are the same string on every request)",
        find: `            case "string":
                str[index] = JSON.stringify(input);
                break;
`,
        replace: `            case "string":
                str[index] = input.length >= LONG_STRING ? longStringJson(input) : JSON.stringify(input);
                break;
`,
      },
      {
        why: "the kept JSON of long strings (bounded)",
        find: `function stringify(input, index) {
`,
        replace: `${MARKER}
// Single fetch sends a page's texts as one long JSON string per language and namespace list (ADR
// 0186), the same string object on every request, and JSON.stringify escaped all of it again each
// time (~20 µs for 7 KB). Strings of 1 KB or more keep their JSON here; at most 64 of them, all
// forgotten at once when full, so strings made per request cannot grow it (ADR 0200).
const LONG_STRING = 1024;
const LONG_STRINGS_KEPT = 64;
let longStringJsonCache = new Map();
function longStringJson(input) {
    let json = longStringJsonCache.get(input);
    if (json === undefined) {
        json = JSON.stringify(input);
        if (longStringJsonCache.size >= LONG_STRINGS_KEPT) longStringJsonCache.clear();
        longStringJsonCache.set(input, json);
    }
    return json;
}
function stringify(input, index) {
`,
      },
    ],
  },
  {
    pkg: "turbo-stream",
    version: "2.4.1",
    file: "dist/turbo-stream.js",
    replacements: [
      {
        why: "encode: an onComplete option, called once everything (deferred values too) is encoded",
        find: `function encode(input, options) {
    const { plugins, postPlugins, signal } = options ?? {};
`,
        replace: `${MARKER}
// onComplete: the encoder's caller learns that the stream is done, so it can stop a timer it set for
// it (ADR 0208; the same option upstream added in remix-run/react-router#14735).
function encode(input, options) {
    const { plugins, postPlugins, signal, onComplete } = options ?? {};
`,
      },
      {
        why: "encode: onComplete called before the stream closes",
        find: `            await Promise.all(Object.values(encoder.deferred));
            controller.close();
`,
        replace: `            await Promise.all(Object.values(encoder.deferred));
            onComplete?.();
            controller.close();
`,
      },
    ],
  },
  {
    pkg: "@remix-run/server-runtime",
    version: "2.17.5",
    file: "dist/single-fetch.js",
    replacements: [
      {
        why: "encodeViaTurboStream: the stream's timeout cleared when its encoding completes",
        find: `  requestSignal.addEventListener("abort", () => clearTimeout(timeoutId));
  return turboStream.encode(data, {
    signal: controller.signal,
`,
        replace: `  ${MARKER}
  // The timeout was cleared only when the request was aborted, which a request answered in full
  // never is: each page and data request left a 4.95 s timer holding an AbortController, its signal
  // and listeners, promoted to the old generation before they died (ADR 0208). Upstream's fix of
  // the same: remix-run/react-router#14735 (React Router 7 only; Remix 2 is frozen).
  // Done, the request's abort listener goes too: it held the timer for as long as the request lived
  // (upstream's later remix-run/react-router#14900).
  let clearStreamTimeout = () => clearTimeout(timeoutId);
  requestSignal.addEventListener("abort", clearStreamTimeout);
  return turboStream.encode(data, {
    signal: controller.signal,
    onComplete: () => {
      clearStreamTimeout();
      requestSignal.removeEventListener("abort", clearStreamTimeout);
    },
`,
      },
    ],
  },
  {
    pkg: "@remix-run/dev",
    version: "2.17.5",
    file: "dist/compiler/plugins/emptyModules.js",
    replacements: [
      {
        why: "empty modules (.server in the browser build) have no side effects: an import nobody uses is dropped",
        find: `          return {
            path: args.path,
            namespace: "empty-module"
          };
`,
        replace: `          ${MARKER}
          // The browser build: a route that imports a .server module only for its loader or action
          // otherwise still loads an empty chunk for it (ADR 0141).
          return {
            path: args.path,
            namespace: "empty-module",
            sideEffects: false
          };
`,
      },
    ],
  },
  {
    pkg: "@remix-run/dev",
    version: "2.17.5",
    file: "dist/compiler/build.js",
    replacements: [
      {
        why: "remix build: dispose the compiler's esbuild contexts before the CLI exits",
        find: `  await compiler$1.compile();
}
`,
        replace: `  await compiler$1.compile();
  ${MARKER}
  // The CLI exits as soon as the build is written; esbuild's service, its contexts still open, then
  // sometimes dies printing a goroutine dump ("all goroutines are asleep") into the build's output.
  await compiler$1.dispose();
}
`,
      },
    ],
  },
];
