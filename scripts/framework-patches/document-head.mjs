// Patches that keep what Remix's <Links> and <Scripts> derive from the build per set of matched
// routes instead of per request (ADR 0209): @remix-run/react's CommonJS build, the one the server
// renders with. Applied by scripts/patch-framework.mjs; what a patch is and how it is checked is
// said there.
import { MARKER } from "./marker.mjs";

/** Entries kept per manifest before all are forgotten at once: far more than the app's route chains. */
const KEPT = 256;

export const DOCUMENT_HEAD_PATCHES = [
  {
    pkg: "@remix-run/react",
    version: "2.17.5",
    file: "dist/fog-of-war.js",
    replacements: [
      {
        why: "getPartialManifest: one object per manifest and set of route ids, not a new one per page",
        find: `  let initialRoutes = [...routeIds].reduce((acc, id) => Object.assign(acc, {
    [id]: manifest.routes[id]
  }), {});
  return {
    ...manifest,
    routes: initialRoutes
  };
}
`,
        replace: `  ${MARKER}
  // The partial manifest is a function of the manifest (the build's, the same object on every
  // request) and these route ids; <Scripts> serialises it into every page (ADR 0209).
  let key = [...routeIds].join("\\0");
  let kept = partialManifestCache.get(manifest);
  if (!kept) partialManifestCache.set(manifest, kept = new Map());
  let partial = kept.get(key);
  if (!partial) {
    let initialRoutes = [...routeIds].reduce((acc, id) => Object.assign(acc, {
      [id]: manifest.routes[id]
    }), {});
    partial = {
      ...manifest,
      routes: initialRoutes
    };
    if (kept.size >= ${KEPT}) kept.clear();
    kept.set(key, partial);
  }
  return partial;
}
let partialManifestCache = new WeakMap();
`,
      },
    ],
  },
  {
    pkg: "@remix-run/react",
    version: "2.17.5",
    file: "dist/components.js",
    replacements: [
      {
        why: "Links: the keyed links of a chain of matched routes once per manifest and route modules",
        find: `  let keyedLinks = React__namespace.useMemo(() => links.getKeyedLinksForMatches(matches, routeModules, manifest), [matches, routeModules, manifest]);
`,
        replace: `  let keyedLinks = React__namespace.useMemo(() => keyedLinksOf(matches, routeModules, manifest), [matches, routeModules, manifest]);
`,
      },
      {
        why: "Links: the cache it reads",
        find: `/**
 * Renders the \`<link>\` tags for the current routes.
`,
        replace: `${MARKER}
// A route's links come from its manifest entry and its module's links(), which takes no arguments:
// the same for the same module. Kept per manifest (the build's) and chain of route ids, checked
// against the modules they were read from (ADR 0209).
let keyedLinksCache = new WeakMap();
function keyedLinksOf(matches, routeModules, manifest) {
  let ids = matches.map(match => match.route.id);
  let key = ids.join("\\0");
  let kept = keyedLinksCache.get(manifest);
  if (!kept) keyedLinksCache.set(manifest, kept = new Map());
  let entry = kept.get(key);
  if (entry && ids.every((id, i) => entry.modules[i] === routeModules[id])) return entry.keyedLinks;
  let keyedLinks = links.getKeyedLinksForMatches(matches, routeModules, manifest);
  if (kept.size >= ${KEPT}) kept.clear();
  kept.set(key, { modules: ids.map(id => routeModules[id]), keyedLinks });
  return keyedLinks;
}
// The partial manifest's JSON, once per partial manifest (getPartialManifest keeps those per set of
// route ids): serialised with indentation into every page, ~1 % of a page's CPU (ADR 0209).
let partialManifestJsonCache = new WeakMap();
function partialManifestJson(partial) {
  let json = partialManifestJsonCache.get(partial);
  if (json === undefined) {
    json = JSON.stringify(partial, null, 2);
    partialManifestJsonCache.set(partial, json);
  }
  return json;
}

/**
 * Renders the \`<link>\` tags for the current routes.
`,
      },
      {
        why: "Scripts: the partial manifest's JSON from the cache",
        find: "`window.__remixManifest = ${JSON.stringify(fogOfWar.getPartialManifest(manifest, router), null, 2)};`",
        replace: "`window.__remixManifest = ${partialManifestJson(fogOfWar.getPartialManifest(manifest, router))};`",
      },
    ],
  },
];
