// The benchmark's anchor (scripts/bench/throughput.mjs): a bare Remix hello app on its own stock
// packages (package.json, package-lock.json: no patches) and the app's future flags.
// ANCHOR_EXTRA_ROUTES=N adds N trivial routes (/trivial-1 …), one module registered N times, so a
// second build has as many routes as the app; each build has its own folder.
import appConfig from "../../remix.config.js";

const extra = Number(process.env.ANCHOR_EXTRA_ROUTES ?? 0);

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  serverBuildPath: `build-${extra}/index.js`,
  assetsBuildDirectory: `public-${extra}/build`,
  publicPath: "/build/",
  // The app's flags, whatever they become: the anchor measures the same framework work.
  future: appConfig.future,
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      for (let i = 1; i <= extra; i++) route(`/trivial-${i}`, "trivial.tsx", { id: `trivial-${i}` });
    }),
};
