/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  // Every status screen (SPEC §2.4) is one template: one module on one route, `/:statusScreen`, not
  // seventeen routes — the framework matches and builds every route on each request (ADR 0050).
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      route(":statusScreen", "screens/status-screen.tsx", { id: "status-screen" });
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
