// Bundles server.ts (and what it imports from app/ and mocks/) into build/server.js.
// The Remix build (build/index.js) is loaded at run time, so it stays a separate file.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  alias: { "~": "./app" },
  logLevel: "warning",
});
