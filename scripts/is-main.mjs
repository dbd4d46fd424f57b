// Whether the module at `moduleUrl` (its `import.meta.url`) is the script node was asked to run, not
// a module a test or another script imported. Compares real paths: `file://${argv[1]}` misses a path
// with spaces or other escaped characters, or one through a symbolic link, and the script would then
// silently do nothing.
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function isMain(moduleUrl) {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
