// Page weight for `npm run bench`: every script and stylesheet a page loads in Chromium, gzipped (level 9).
import { gzipSync, constants as zlib } from "node:zlib";

const gzipSize = (buffer) => gzipSync(buffer, { level: zlib.Z_BEST_COMPRESSION }).length;

/** Loads `path` in a fresh context and returns every script and stylesheet it loaded. */
export async function pageWeight(browser, base, path) {
  const context = await browser.newContext({ javaScriptEnabled: true, bypassCSP: false });
  const page = await context.newPage();
  const pending = [];
  const assets = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response
        .body()
        .then((body) => {
          assets.push({
            type: type === "script" ? "js" : "css",
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSize(body),
          });
        })
        .catch((error) => {
          throw new Error(`could not read ${response.url()}: ${error.message}`);
        }),
    );
  });
  const errors = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    const response = await page.goto(`${base}${path}`, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`GET ${path} answered ${response?.status()}`);
    // Late module imports (route modules, lazy route discovery) finish before we count.
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    if (errors.length) throw new Error(`page errors on ${path}: ${errors.join("; ")}`);
    const sum = (kind, key) => assets.filter((a) => a.type === kind).reduce((n, a) => n + a[key], 0);
    return {
      path,
      finalPath: new URL(page.url()).pathname,
      assets: assets.sort((a, b) => b.gzip - a.gzip),
      js: { raw: sum("js", "raw"), gzip: sum("js", "gzip"), count: assets.filter((a) => a.type === "js").length },
      css: { raw: sum("css", "raw"), gzip: sum("css", "gzip"), count: assets.filter((a) => a.type === "css").length },
    };
  } finally {
    await context.close();
  }
}
