// JavaScript per route, from the Remix build manifest (public/build/manifest-*.js).
//
// A page's first load references (as <link rel="modulepreload"> and the inline module script) the
// entry module and its imports, then root's and the matched route's module and imports. With lazy
// route discovery (v3_lazyRouteDiscovery) the manifest file itself is not loaded: a partial manifest
// is inlined instead. What those files may `import()` later (the idle warning, the local clock) is
// the page's JavaScript too, with everything it imports: a phone downloads it all the same. Every
// file is counted once per route, gzipped at level 9.
//
//   node scripts/bench/js-budget.mjs        prints the table, exits 1 when a route is over budget
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, constants as zlib } from "node:zlib";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const KB = 1024;
/** Every page's JavaScript (all scripts and modulepreloads it references) fits in this (ADR 0141). */
export const JS_BUDGET_BYTES = 120 * KB;

const MANIFEST_PREFIX = "window.__remixManifest=";

/** The parsed manifest of the build in `publicDir` (public/build by default). */
export function readManifest(publicDir = join(ROOT, "public", "build")) {
  const files = readdirSync(publicDir).filter((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (files.length !== 1) {
    throw new Error(`expected one manifest-*.js in ${publicDir}, found ${files.length}: run \`npm run build\``);
  }
  const text = readFileSync(join(publicDir, files[0]), "utf8").trim();
  if (!text.startsWith(MANIFEST_PREFIX)) throw new Error(`${files[0]} does not start with ${MANIFEST_PREFIX}`);
  return JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, ""));
}

/** The script URLs a first load of `routeId` references: entry, then root → … → the route. */
export function scriptsForRoute(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    chain.unshift(route);
  }
  const urls = [manifest.entry.module, ...manifest.entry.imports];
  for (const route of chain) urls.push(route.module, ...(route.imports ?? []));
  return [...new Set(urls)];
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\/build\/[^"]+\.js)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*"(\/build\/[^"]+\.js)"\s*\)/g;
const urlsIn = (code, pattern) => [...code.matchAll(pattern)].map((match) => match[1]);

/**
 * The scripts the first-load files of a page may import later (`import("/build/…")`), with all they
 * import in turn, that the first load does not already have.
 */
export function lazyScriptsFor(firstLoad, publicDir = join(ROOT, "public", "build")) {
  const loaded = new Set(firstLoad);
  const lazy = [];
  const queue = firstLoad.flatMap((url) => urlsIn(codeOf(url, publicDir), DYNAMIC_IMPORT));
  while (queue.length > 0) {
    const url = queue.shift();
    if (loaded.has(url)) continue;
    loaded.add(url);
    lazy.push(url);
    const code = codeOf(url, publicDir);
    queue.push(...urlsIn(code, STATIC_IMPORT), ...urlsIn(code, DYNAMIC_IMPORT));
  }
  return lazy;
}

/** The file a `/build/…` URL names, in `publicDir`. */
const fileOf = (url, publicDir) => join(publicDir, url.replace(/^\/build\//, ""));
const codeOf = (url, publicDir) => readFileSync(fileOf(url, publicDir), "utf8");

/** Every script some page of the build may load: each route's first load and what it imports later. */
export function everyPageScript(publicDir = join(ROOT, "public", "build")) {
  const manifest = readManifest(publicDir);
  const urls = Object.keys(manifest.routes).flatMap((id) => {
    const firstLoad = scriptsForRoute(manifest, id);
    return [...firstLoad, ...lazyScriptsFor(firstLoad, publicDir)];
  });
  return [...new Set(urls)];
}

const gzipCache = new Map();
function fileSizes(url, publicDir) {
  if (!gzipCache.has(url)) {
    const body = readFileSync(fileOf(url, publicDir));
    gzipCache.set(url, { raw: body.length, gzip: gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }).length });
  }
  return gzipCache.get(url);
}

/**
 * One row per route with a URL (layout-only and resource routes without a module are skipped):
 * { routeId, path, files, raw, gzip, lazyGzip, pass }, largest first. `gzip` is everything the page
 * may load; `lazyGzip` the part of it that comes after the first load.
 */
export function measureRoutes({ publicDir = join(ROOT, "public", "build"), budget = JS_BUDGET_BYTES } = {}) {
  const manifest = readManifest(publicDir);
  const rows = Object.values(manifest.routes)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const firstLoad = scriptsForRoute(manifest, route.id);
      const lazy = lazyScriptsFor(firstLoad, publicDir);
      const sizes = [...firstLoad, ...lazy].map((url) => fileSizes(url, publicDir));
      const raw = sizes.reduce((n, s) => n + s.raw, 0);
      const gzip = sizes.reduce((n, s) => n + s.gzip, 0);
      const lazyGzip = lazy.reduce((n, url) => n + fileSizes(url, publicDir).gzip, 0);
      return {
        routeId: route.id,
        path: route.index ? "/" : `/${route.path ?? ""}`,
        files: firstLoad.length + lazy.length,
        raw,
        gzip,
        lazyGzip,
        pass: gzip <= budget,
      };
    });
  return rows.sort((a, b) => b.gzip - a.gzip || a.path.localeCompare(b.path));
}

/** The shared floor: entry + root, which every page loads. */
export function floorBytes({ publicDir = join(ROOT, "public", "build") } = {}) {
  const manifest = readManifest(publicDir);
  const urls = [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      manifest.routes.root.module,
      ...(manifest.routes.root.imports ?? []),
    ]),
  ];
  return urls.reduce((n, url) => n + fileSizes(url, publicDir).gzip, 0);
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function formatTable(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) =>
    r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** The per-route table as text. */
export function routeTable(rows, budget = JS_BUDGET_BYTES) {
  return formatTable([
    ["route", "files", "JS raw", "JS gzip", "of it later", "limit", "result"],
    ...rows.map((r) => [r.path, r.files, kb(r.raw), kb(r.gzip), kb(r.lazyGzip), kb(budget), r.pass ? "pass" : "FAIL"]),
  ]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = measureRoutes();
  console.log(`JavaScript per route (build manifest: entry + root + route, and what they import later; gzip -9)\n`);
  console.log(routeTable(rows));
  console.log(`\nentry + root (every page): ${kb(floorBytes())}`);
  const over = rows.filter((r) => !r.pass);
  console.log(`\n${rows.length - over.length} routes within ${kb(JS_BUDGET_BYTES)}, ${over.length} over`);
  process.exit(over.length ? 1 : 0);
}
