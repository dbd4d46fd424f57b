// Bundles server.ts (and what it imports from app/) into build/server.js; the built-in mock that
// server.ts imports only when no bank is configured (dev/mock-entry.ts) into build/dev-mock.js; and
// the standalone mock of the bank API (mocks/standalone.ts) into build/mock-server.js.
// The Remix build (build/index.js) is loaded at run time, so it stays a separate file.
import { build, stop } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "~": "./app" },
  logLevel: "warning",
};

await build({ ...common, entryPoints: ["server.ts"], outfile: "build/server.js" });
await build({ ...common, entryPoints: ["dev/mock-entry.ts"], outfile: "build/dev-mock.js" });
await build({ ...common, entryPoints: ["mocks/standalone.ts"], outfile: "build/mock-server.js" });
// Stop esbuild's service before exit: a process leaving it running sometimes prints a goroutine dump.
await stop();
