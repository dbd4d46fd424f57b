#!/usr/bin/env node
// Applies our patches to the framework in node_modules (ADR 0130), run by `npm install` (postinstall).
//
// @remix-run/router 1.x is frozen upstream (React Router 7 replaced it), and its matchRoutes flattens,
// ranks and compiles every route of the table again on each call — several calls per request. The
// patch memoises the ranked branches per routes array and the compiled pattern per path; Remix's
// server render (@remix-run/react) and the static router (react-router-dom/server) keep their route
// tables per build, so those are the same arrays on every request too. Only CommonJS builds are
// patched: that is what the server loads; the browser bundle (ES module builds) stays as it is, but
// for ADR 0232's.
// ADR 0200 adds two of the same kind: @remix-run/server-runtime's per-loader request copies and
// turbo-stream's JSON of long strings. ADR 0201 patches React's server writer (react-dom's Node build),
// which encoded a page piece by piece. ADR 0208 clears single fetch's stream timeout when the
// encoding completes (upstream's remix-run/react-router#14735, for Remix 2). ADR 0209 keeps what
// <Links> and <Scripts> derive from the build per set of matched routes. ADR 0212 writes a
// document's loader data into the page at once when none of it is a promise. ADR 0232 patches the
// router's ES module build, the browser's: a redirect during Back or Forward replaces the entry.
//
// Each patch names the package version it was written for and the exact text it replaces; any
// difference (an upgrade, a changed file) stops the install with a message instead of patching blind.
// Applying twice is a no-op: a replacement already in the file is skipped, so a replacement added
// later applies to a package patched before. Files are replaced by rename, never written in place.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { MARKER } from "./framework-patches/marker.mjs";
import { ROUTE_MATCHING_PATCHES } from "./framework-patches/route-matching.mjs";
import { REQUEST_AND_BUILD_PATCHES } from "./framework-patches/requests-and-build.mjs";
import { REACT_WRITER_PATCHES } from "./framework-patches/react-writer.mjs";
import { DOCUMENT_HEAD_PATCHES } from "./framework-patches/document-head.mjs";
import { SETTLED_HANDOFF_PATCHES } from "./framework-patches/settled-handoff.mjs";
import { HISTORY_ON_BACK_PATCHES } from "./framework-patches/history-on-back.mjs";
import { isMain } from "./is-main.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export { MARKER };

/** Every patch, in the order they are applied (the patches themselves: scripts/framework-patches/). */
export const PATCHES = [
  ...ROUTE_MATCHING_PATCHES,
  ...REQUEST_AND_BUILD_PATCHES,
  ...REACT_WRITER_PATCHES,
  ...DOCUMENT_HEAD_PATCHES,
  ...SETTLED_HANDOFF_PATCHES,
  ...HISTORY_ON_BACK_PATCHES,
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

if (isMain(import.meta.url)) {
  if (!existsSync(join(ROOT, "node_modules"))) process.exit(0);
  try {
    for (const patch of PATCHES) console.log(`patch-framework: ${patch.pkg} ${applyPatch(patch)}`);
  } catch (error) {
    console.error(`patch-framework: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
