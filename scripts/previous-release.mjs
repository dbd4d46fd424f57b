// The previous release, built, for the two-version test (test/rolling-deploy.test.ts): the tree of
// PREVIOUS_RELEASE (`git archive`, no worktree to register or prune) with its own `npm run build`,
// cached by commit id under node_modules/.cache/previous-release/<sha>/ (vitest, eslint, prettier
// and tsc all leave node_modules alone). A cached build is used as it is: nothing of it can change.
// Its dependencies: a link to this checkout's node_modules when the lock file and the patches are the
// same (the build then takes about as long as this tree's), else its own `npm install`.
//
// `node scripts/previous-release.mjs` builds it (npm test runs it as a stage before the unit tests,
// so a clean clone builds it once, alone, not inside a test's time limit among other tests).
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { isMain } from "./is-main.mjs";

/**
 * The release the current tree must run beside, on one Redis, during a deploy and a rollback. Move it
 * on to the release before the next one when a release is cut (a commit every clone of main has).
 */
export const PREVIOUS_RELEASE = "343d786002da795d77c25ce2edb8a200beaa6058";

const ROOT = resolve(import.meta.dirname, "..");
const CACHE = join(ROOT, "node_modules", ".cache", "previous-release");
/** Written last: a folder without it is a build that was interrupted, and is made again. */
const DONE = ".built";

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  }
  return result.stdout;
}

/** What decides node_modules: the locked packages (the root's own version aside) and the patches applied to them. */
function dependencyKey(read) {
  const lock = JSON.parse(read("package-lock.json"));
  const { version: _ownVersion, ...root } = lock.packages?.[""] ?? {};
  const packages = { ...lock.packages, "": root };
  return JSON.stringify({ packages, patches: read("patches") });
}

/** A file of this checkout as it is now, or of `patches/` every file's text by path. */
function ofThisTree(path) {
  if (path !== "patches") return readFileSync(join(ROOT, path), "utf8");
  const files = existsSync(join(ROOT, path)) ? readdirSync(join(ROOT, path), { recursive: true }) : [];
  const texts = files.sort().flatMap((file) => {
    const full = join(ROOT, path, file);
    return statSync(full).isFile() ? [[`${path}/${file}`, readFileSync(full, "utf8")]] : [];
  });
  return JSON.stringify(texts);
}

/** The same as `ofThisTree`, as the commit has it. */
const ofCommit = (sha) => (path) => {
  if (path !== "patches") return run("git", ["show", `${sha}:${path}`]);
  const files = run("git", ["ls-tree", "-r", "--name-only", sha, "--", path]).split("\n").filter(Boolean);
  return JSON.stringify(files.sort().map((file) => [file, run("git", ["show", `${sha}:${file}`])]));
};

/** The commit's tree is here (a shallow clone may lack it: fetched then, or a clear error). */
function ensureCommit(sha) {
  if (spawnSync("git", ["cat-file", "-e", `${sha}^{commit}`], { cwd: ROOT }).status === 0) return;
  const fetched = spawnSync("git", ["fetch", "--quiet", "--depth=1", "origin", sha], { cwd: ROOT, encoding: "utf8" });
  if (fetched.status !== 0) {
    throw new Error(
      `the previous release ${sha} is not in this clone and could not be fetched (${fetched.stderr.trim()}); ` +
        `clone with its history (git fetch --unshallow)`,
    );
  }
}

/**
 * The folder of the previous release's build (build/, public/build/ and its node_modules), built first
 * when it is not cached. `log` hears what is being done (building takes a minute or two).
 */
export function ensurePreviousRelease(sha = PREVIOUS_RELEASE, log = () => {}) {
  const dir = join(CACHE, sha);
  if (existsSync(join(dir, DONE))) return dir;
  ensureCommit(sha);
  mkdirSync(CACHE, { recursive: true });
  // A folder is renamed into place whole with its marker: one without it is no build at all.
  rmSync(dir, { recursive: true, force: true });
  const work = `${dir}.${process.pid}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work);
  try {
    log(`previous release ${sha.slice(0, 10)}: extracting its tree`);
    const tar = spawnSync("git", ["archive", "--format=tar", sha], { cwd: ROOT, maxBuffer: 1024 * 1024 * 1024 });
    if (tar.status !== 0) throw new Error(`git archive ${sha} failed: ${tar.stderr}`);
    run("tar", ["-x", "-C", work], { input: tar.stdout, encoding: "buffer" });
    if (dependencyKey(ofCommit(sha)) === dependencyKey(ofThisTree)) {
      log("same lock file and patches: it uses this checkout's node_modules");
      symlinkSync(join(ROOT, "node_modules"), join(work, "node_modules"), "dir");
    } else {
      log("its lock file or patches differ: npm install there");
      run("npm", ["install", "--no-audit", "--no-fund"], { cwd: work });
    }
    log("npm run build there");
    run("npm", ["run", "build"], { cwd: work, env: { ...process.env, NODE_ENV: "production" } });
    writeFileSync(join(work, DONE), `${new Date().toISOString()}\n`);
    try {
      renameSync(work, dir);
    } catch (error) {
      // Another process built it at the same time: its folder is as good as this one.
      if (!existsSync(join(dir, DONE))) throw error;
      rmSync(work, { recursive: true, force: true });
    }
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return dir;
}

if (isMain(import.meta.url)) {
  const started = Date.now();
  const dir = ensurePreviousRelease(PREVIOUS_RELEASE, (line) => console.log(line));
  console.log(`previous release ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${dir}`);
}
