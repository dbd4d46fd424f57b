#!/usr/bin/env node
// Applies our patches to the framework in node_modules (ADR 0130), run by `npm install` (postinstall).
//
// @remix-run/router 1.x is frozen upstream (React Router 7 replaced it), and its matchRoutes flattens,
// ranks and compiles every route of the table again on each call — several calls per request. The
// patch memoises the ranked branches per routes array and the compiled pattern per path; Remix's
// server render (@remix-run/react) and the static router (react-router-dom/server) keep their route
// tables per build, so those are the same arrays on every request too. Only CommonJS builds are
// patched: that is what the server loads; the browser bundle (ES module builds) stays as it is.
// ADR 0200 adds two of the same kind: @remix-run/server-runtime's per-loader request copies and
// turbo-stream's JSON of long strings.
//
// Each patch names the package version it was written for and the exact text it replaces; any
// difference (an upgrade, a changed file) stops the install with a message instead of patching blind.
// Applying twice is a no-op: a replacement already in the file is skipped, so a replacement added
// later applies to a package patched before. Files are replaced by rename, never written in place.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const MARKER = "/* secured-card-apply patch: ADR 0130 */";

export const PATCHES = [
  {
    pkg: "@remix-run/router",
    version: "1.23.3",
    file: "dist/router.cjs.js",
    replacements: [
      {
        why: "matchRoutes: the ranked branches of a routes array once, not on every call",
        find: `function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  let pathname = stripBasename(location.pathname || "/", basename);
  if (pathname == null) {
    return null;
  }
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
`,
        replace: `${MARKER}
// Ranked branches per routes array. A route's path, index, caseSensitive and children are immutable
// once created (lazy() may not change them); patchRoutesImpl, the one place that adds children to a
// live table, empties the cache.
let rankedBranchesCache = new WeakMap();
function rankedBranchesOf(routes) {
  let branches = rankedBranchesCache.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesCache.set(routes, branches);
  }
  return branches;
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  let pathname = stripBasename(location.pathname || "/", basename);
  if (pathname == null) {
    return null;
  }
  let branches = rankedBranchesOf(routes);
`,
      },
      {
        why: "matchRoutes: the matches of a path once per ranked table (a request matches its path 4–5 times)",
        find: `  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
`,
        replace: `  let decoded = decodePath(pathname);
  return copyOfMatches(matchesOf(branches, decoded, allowPartial));
}
// Matches per ranked table, by path (ADR 0187): Remix's handler, its static handler, the render and
// lazy route discovery each match the same path against the same table. Bounded: paths come from
// requests, so a long one is not kept and the cache empties when full.
let matchesCache = new WeakMap();
function matchesOf(branches, decoded, allowPartial) {
  if (decoded.length > 256) return matchBranches(branches, decoded, allowPartial);
  let byPath = matchesCache.get(branches);
  if (!byPath) {
    byPath = new Map();
    matchesCache.set(branches, byPath);
  }
  let key = (allowPartial ? "1" : "0") + decoded;
  let matches = byPath.get(key);
  if (matches === undefined) {
    matches = matchBranches(branches, decoded, allowPartial);
    if (byPath.size >= 500) byPath.clear();
    byPath.set(key, matches);
  }
  return matches;
}
// Each caller gets its own match objects; the matches of one path share one params object, as
// matchRouteBranch makes them.
function copyOfMatches(matches) {
  if (!matches) return matches;
  let params = Object.assign({}, matches.length ? matches[matches.length - 1].params : {});
  return matches.map((match) => Object.assign({}, match, { params }));
}
function matchBranches(branches, decoded, allowPartial) {
  let matches = null;
  for (let i = 0; matches == null && i < branches.length; ++i) {
`,
      },
      {
        why: "patchRoutesImpl changes a live route table: forget the ranked branches",
        find: `function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {
`,
        replace: `function patchRoutesImpl(routeId, children, routesToUse, manifest, mapRouteProperties) {
  rankedBranchesCache = new WeakMap();
`,
      },
      {
        why: "compilePath: one RegExp per (path, caseSensitive, end), not one per match attempt",
        find: `function compilePath(path, caseSensitive, end) {
`,
        replace: `// Compiled patterns by (caseSensitive, end, path); bounded, since matchPath is public API.
let compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  let key = (caseSensitive ? "1" : "0") + (end === undefined || end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= 1000) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {
`,
      },
    ],
  },
  {
    pkg: "@remix-run/react",
    version: "2.17.5",
    file: "dist/server.js",
    replacements: [
      {
        why: "RemixServer: the render's route tree once per build, not on every request",
        find: `function RemixServer({
`,
        replace: `${MARKER}
// The render's route tree, built from the build's manifest (the same object on every request) and
// its route modules: kept per manifest while the modules, future flags and SPA mode are the same.
let serverRoutesCache = new WeakMap();
function serverRoutesOf(manifestRoutes, routeModules, future, isSpaMode) {
  let cached = serverRoutesCache.get(manifestRoutes);
  let ids = Object.keys(routeModules);
  if (
    cached &&
    cached.future === future &&
    cached.isSpaMode === isSpaMode &&
    cached.ids.length === ids.length &&
    ids.every((id) => cached.modules[id] === routeModules[id])
  ) {
    return cached.routes;
  }
  let built = routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
  serverRoutesCache.set(manifestRoutes, { routes: built, ids, modules: { ...routeModules }, future, isSpaMode });
  return built;
}
function RemixServer({
`,
      },
      {
        why: "RemixServer uses the kept route tree",
        find: `  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
`,
        replace: `  let routes$1 = serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode);
`,
      },
    ],
  },
  {
    pkg: "react-router-dom",
    version: "6.30.4",
    file: "server.js",
    replacements: [
      {
        why: "createStaticRouter: the data routes of a route tree once (a static router never changes them)",
        find: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);
`,
        replace: `${MARKER}
// Data routes per route tree: with Remix's tree kept per build (RemixServer), the same tree comes
// again on every request, and its data routes stay the same table for matchRoutes' cache.
let staticDataRoutesCache = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  let converted = staticDataRoutesCache.get(routes);
  if (!converted) {
    let manifest = {};
    let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);
    converted = { manifest, dataRoutes };
    staticDataRoutesCache.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;
`,
      },
    ],
  },
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

/** Applies one patch; returns "applied", "already applied", or throws with what is wrong. */
export function applyPatch(patch, root = ROOT) {
  const dir = join(root, "node_modules", patch.pkg);
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (version !== patch.version) {
    throw new Error(
      `${patch.pkg} is ${version}, the patch was written for ${patch.version}: review it (ADR 0130) and update scripts/patch-framework.mjs`,
    );
  }
  const path = join(dir, patch.file);
  let text = readFileSync(path, "utf8");
  let changed = false;
  for (const { why, find, replace } of patch.replacements) {
    // Applied before (a patch added later to a package patched already needs no reinstall).
    if (text.includes(replace)) continue;
    const at = text.indexOf(find);
    if (at < 0 || text.indexOf(find, at + 1) >= 0) {
      throw new Error(`${patch.pkg}/${patch.file}: the text to patch (${why}) is not there exactly once`);
    }
    text = text.slice(0, at) + replace + text.slice(at + find.length);
    changed = true;
  }
  if (!changed) return "already applied";
  // A new file, then a rename: a hard-linked node_modules (cp -al) keeps its other copies intact.
  const temporary = `${path}.patching-${process.pid}`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
  return "applied";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(ROOT, "node_modules"))) process.exit(0);
  try {
    for (const patch of PATCHES) console.log(`patch-framework: ${patch.pkg} ${applyPatch(patch)}`);
  } catch (error) {
    console.error(`patch-framework: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
