// Patches that keep route matching and the render's route tree per build instead of per request
// (ADR 0130, 0187): @remix-run/router, @remix-run/react, react-router-dom. Applied by
// scripts/patch-framework.mjs; what a patch is and how it is checked is said there.
import { MARKER } from "./marker.mjs";

export const ROUTE_MATCHING_PATCHES = [
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
];
