// Bundles server.ts (and what it imports from app/ and mocks/) into build/server.js, and the
// standalone mock of the bank API (mocks/standalone.ts) into build/mock-server.js.
// The Remix build (build/index.js) is loaded at run time, so it stays a separate file.
import { build } from "esbuild";

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
await build({ ...common, entryPoints: ["mocks/standalone.ts"], outfile: "build/mock-server.js" });
