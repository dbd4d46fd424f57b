/**
 * The framework patch of ADR 0130 (scripts/patch-framework.mjs): @remix-run/router's CommonJS build,
 * the one the server loads, memoises ranked branches and compiled paths — and matches exactly as the
 * unpatched ES module build does. ADR 0141 adds one to the Remix compiler's empty modules.
 */
import { getEventListeners } from "node:events";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as unpatchedBuild from "@remix-run/router/dist/router.js";
import type { AgnosticRouteObject } from "@remix-run/router";
import { createElement, type ComponentType, type Context, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
// @ts-expect-error the ES module file has no declaration of its own (server.d.ts describes both)
import * as unpatchedServerBuild from "react-router-dom/server.mjs";
// @ts-expect-error an internal module of the ES module build (never patched), without declarations
import * as unpatchedRuntimeData from "@remix-run/server-runtime/dist/esm/data.js";
// @ts-expect-error an internal module of the ES module build (never patched), without declarations
import * as unpatchedSingleFetch from "@remix-run/server-runtime/dist/esm/single-fetch.js";
// @ts-expect-error an internal module of the ES module build (never patched), without declarations
import * as unpatchedComponents from "@remix-run/react/dist/esm/components.js";
// @ts-expect-error an internal module of the ES module build (never patched), without declarations
import * as unpatchedFogOfWar from "@remix-run/react/dist/esm/fog-of-war.js";
// The ES module build of react-router-dom (its "module" file).
import * as esmRouterDom from "react-router-dom/dist/index.js";
// The ES module bundle (the "import" condition: never patched); require() gets the CommonJS build.
import * as unpatchedTurboStream from "turbo-stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SCREENS } from "~/domain/route-table";
import { applyPatch, MARKER, PATCHES } from "../scripts/patch-framework.mjs";

/** A stream's bytes as text. */
const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

/** The ES module build (the browser's; its matching never patched, only ADR 0232's history): the reference. */
const unpatched = unpatchedBuild as unknown as typeof import("@remix-run/router");
const require = createRequire(import.meta.url);
const patchedFile = require.resolve("@remix-run/router");
const patched = require("@remix-run/router") as typeof unpatched;

/** A route table shaped like the app's: a root, an index, one route per screen, a dynamic route, a splat. */
function appLikeRoutes(): AgnosticRouteObject[] {
  const screens = Object.values(SCREENS)
    .map((screen) => screen.path)
    .filter((path) => path !== "/")
    .map((path) => ({ id: `routes${path}`, path: path.slice(1) }));
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        ...screens,
        { id: "routes/$product.apply", path: ":product/apply" },
        { id: "routes/mailing-address_.edit", path: "mailing-address/edit" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/credit-line",
  "/CREDIT-line/",
  "/credit-line//",
  "/app-denied",
  "/Secured/Apply",
  "/secured/apply/",
  "/mailing-address/edit",
  "/nowhere",
  "/a/b/c",
  "/app-denied/extra",
  "/%E2%9C%93",
  "/basic-info?x=1",
];

const ids = (matches: ReturnType<typeof unpatched.matchRoutes>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;

describe("the @remix-run/router patch", () => {
  it("is applied to the build the server loads (and only there); the browser's has ADR 0232's alone", () => {
    expect(readFileSync(patchedFile, "utf8")).toContain(MARKER);
    const browserBuild = readFileSync(require.resolve("@remix-run/router/dist/router.js"), "utf8");
    expect(browserBuild.split(MARKER)).toHaveLength(2);
    expect(browserBuild).toContain(`opts.replace || ${MARKER} historyAction === Action.Pop`);
  });

  it("matches every path as the unpatched router does, first call and repeated", () => {
    const routes = appLikeRoutes();
    for (const path of PATHS) {
      const expected = ids(unpatched.matchRoutes(appLikeRoutes(), path));
      expect(ids(patched.matchRoutes(routes, path)), path).toEqual(expected);
      expect(ids(patched.matchRoutes(routes, path)), `${path} again`).toEqual(expected);
      expect(ids(patched.matchRoutes(appLikeRoutes(), path)), `${path} on a new table`).toEqual(expected);
    }
  });

  it("keeps a path's matches per table, giving each caller its own match objects", () => {
    const routes = appLikeRoutes();
    const first = patched.matchRoutes(routes, "/Secured/Apply");
    expect(first?.map((m) => m.route.id)).toEqual(["root", "routes/$product.apply"]);
    // A caller that changes its matches changes nothing for the next caller.
    (first![1]!.params as Record<string, string>).product = "changed";
    first!.push(first![0]!);
    const again = patched.matchRoutes(routes, "/Secured/Apply");
    expect(ids(again)).toEqual(ids(unpatched.matchRoutes(appLikeRoutes(), "/Secured/Apply")));
    expect(again![0]!.route).toBe(first![0]!.route);
    // The matches of one path share one params object, as the unpatched router's do.
    expect(again![0]!.params).toBe(again![1]!.params);
  });

  it("matches long and many different paths as the unpatched router does (the cache is bounded)", () => {
    const routes = appLikeRoutes();
    const paths = [`/${"a".repeat(300)}`, ...Array.from({ length: 1200 }, (_, i) => `/x${i}/y`), "/credit-line"];
    for (const path of paths) {
      expect(ids(patched.matchRoutes(routes, path)), path).toEqual(ids(unpatched.matchRoutes(appLikeRoutes(), path)));
    }
  });

  it("compiles each pattern once per case sensitivity and end", () => {
    for (const [pattern, path] of [
      [{ path: "/a/:id", caseSensitive: true, end: true }, "/A/1"],
      [{ path: "/a/:id", caseSensitive: false, end: true }, "/A/1"],
      [{ path: "/a", caseSensitive: false, end: false }, "/a/b"],
      [{ path: "/a", caseSensitive: false, end: true }, "/a/b"],
    ] as const) {
      expect(patched.matchPath(pattern, path)).toEqual(unpatched.matchPath(pattern, path));
      expect(patched.matchPath(pattern, path)).toEqual(unpatched.matchPath(pattern, path));
    }
  });

  it("sees routes added to a live table (lazy route discovery) after it was matched", async () => {
    const routes: AgnosticRouteObject[] = [{ id: "home", path: "/" }];
    const router = patched.createRouter({
      routes,
      history: patched.createMemoryHistory({ initialEntries: ["/"] }),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch(null, [{ id: "late", path: "/late" }]);
      },
    });
    router.initialize();
    await router.navigate("/late");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["late"]);
    expect(router.state.errors).toBeNull();
    router.dispose();
  });
});

describe("the react-router-dom and @remix-run/react patches", () => {
  it("are applied to the CommonJS builds the server loads, not to the ES module ones", () => {
    for (const file of ["react-router-dom/server.js", "@remix-run/react/dist/server.js"]) {
      expect(readFileSync(require.resolve(file), "utf8"), file).toContain(MARKER);
    }
    for (const file of ["react-router-dom/server.mjs", "@remix-run/react/dist/esm/server.js"]) {
      expect(readFileSync(require.resolve(file), "utf8"), file).not.toContain(MARKER);
    }
  });

  it("a static router of the same route tree keeps its data routes, and renders each location as the unpatched one", async () => {
    type Server = typeof import("react-router-dom/server");
    const patchedServer = require("react-router-dom/server") as Server;
    const unpatchedServer = unpatchedServerBuild as unknown as Server;
    const page = (text: string) => () => createElement("p", null, text);
    const tree = () => {
      return [
        {
          id: "root",
          path: "/",
          children: [
            { id: "home", index: true, Component: page("home") },
            { id: "credit-line", path: "credit-line", Component: page("credit line") },
            { id: "status", path: ":statusScreen", Component: page("status") },
          ],
        },
      ];
    };
    const routes = tree();
    const referenceRoutes = tree();
    const render = async (server: Server, table: ReturnType<typeof tree>, path: string) => {
      const handler = server.createStaticHandler(table);
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
      const router = server.createStaticRouter(handler.dataRoutes, context);
      return { router, html: renderToString(createElement(server.StaticRouterProvider, { router, context })) };
    };
    for (const path of ["/", "/credit-line", "/app-denied", "/credit-line", "/"]) {
      const ours = await render(patchedServer, routes, path);
      const reference = await render(unpatchedServer, referenceRoutes, path);
      expect(ours.html, path).toBe(reference.html);
    }
    // One static handler per render here, so one table each; Remix passes the same one every time.
    const handler = patchedServer.createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/credit-line"));
    if (context instanceof Response) throw new Error("unexpected response");
    const first = patchedServer.createStaticRouter(handler.dataRoutes, context);
    const second = patchedServer.createStaticRouter(handler.dataRoutes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((m) => m.route)).toEqual(first.state.matches.map((m) => m.route));
  });
});

describe("the @remix-run/server-runtime patch (ADR 0200)", () => {
  type LoaderArgs = { request: Request };
  type CallRouteLoader = (args: {
    loadContext: unknown;
    loader: (args: LoaderArgs) => unknown;
    params: Record<string, string>;
    request: Request;
    routeId: string;
    singleFetch: boolean;
  }) => Promise<unknown>;
  type CallRouteAction = CallRouteLoader;
  const patchedData = require("@remix-run/server-runtime/dist/data.js") as {
    callRouteLoader: CallRouteLoader;
    callRouteAction: CallRouteAction;
  };
  const unpatchedData = unpatchedRuntimeData as { callRouteLoader: CallRouteLoader; callRouteAction: CallRouteAction };

  /** The request a loader (or action) is given by one build's data module. */
  async function seen(data: typeof patchedData, call: "callRouteLoader" | "callRouteAction", request: Request) {
    let given: Request | undefined;
    await data[call]({
      loadContext: {},
      params: {},
      routeId: "routes/test",
      singleFetch: true,
      request,
      [call === "callRouteAction" ? "action" : "loader"]: ({ request: r }: LoaderArgs) => {
        given = r;
        return null;
      },
    } as Parameters<CallRouteLoader>[0]);
    return given!;
  }

  const URLS = [
    "http://localhost/",
    "http://localhost/credit-line",
    "http://localhost/credit-line?",
    "http://localhost/?index",
    "http://localhost/?index=&index=a",
    "http://localhost/credit-line?_routes=root,routes/credit-line",
    "http://localhost/x?a=b%20c&d",
    "http://localhost/x?q=a+b&index",
  ];

  it("is applied to the CommonJS build the server loads, not to the ES module one", () => {
    expect(readFileSync(require.resolve("@remix-run/server-runtime/dist/data.js"), "utf8")).toContain(MARKER);
    expect(readFileSync(require.resolve("@remix-run/server-runtime/dist/esm/data.js"), "utf8")).not.toContain(MARKER);
  });

  it("gives loaders and actions the same URL, method, headers and body as the unpatched runtime", async () => {
    for (const call of ["callRouteLoader", "callRouteAction"] as const) {
      for (const url of URLS) {
        const init = (): RequestInit =>
          call === "callRouteAction"
            ? {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded", cookie: "a=1" },
                body: "x=1&y=%20",
              }
            : { headers: { cookie: "a=1", "accept-language": "es-US" } };
        const ours = await seen(patchedData, call, new Request(url, init()));
        const reference = await seen(unpatchedData, call, new Request(url, init()));
        expect(ours.url, `${call} ${url}`).toBe(reference.url);
        expect(ours.method).toBe(reference.method);
        expect([...ours.headers]).toEqual([...reference.headers]);
        expect(await ours.text()).toBe(await reference.text());
      }
    }
  });

  it("passes a request without a query as it is (no copy), one with a query as a copy", async () => {
    const plain = new Request("http://localhost/credit-line");
    expect(await seen(patchedData, "callRouteLoader", plain)).toBe(plain);
    const withQuery = new Request("http://localhost/?index");
    expect(await seen(patchedData, "callRouteLoader", withQuery)).not.toBe(withQuery);
  });

  it("a loader's request is aborted when the incoming request is, with or without a query", async () => {
    for (const url of ["http://localhost/credit-line", "http://localhost/?index"]) {
      const controller = new AbortController();
      const given = await seen(patchedData, "callRouteLoader", new Request(url, { signal: controller.signal }));
      expect(given.signal.aborted).toBe(false);
      controller.abort();
      expect(given.signal.aborted, url).toBe(true);
    }
  });
});

describe("the turbo-stream patch (ADR 0200)", () => {
  type Encode = (input: unknown) => ReadableStream<Uint8Array>;
  const patchedEncode = (require("turbo-stream") as { encode: Encode }).encode;
  const unpatchedEncode = (unpatchedTurboStream as unknown as { encode: Encode }).encode;

  const long = (seed: string) =>
    JSON.stringify(
      Object.fromEntries(
        Array.from({ length: 60 }, (_, i) => [`key${i}`, `${seed} “quoted” <link>é</link> \u2028 ${i}`]),
      ),
    );

  it("is applied to the CommonJS build the server loads, not to the ES module bundle", () => {
    const dist = join(process.cwd(), "node_modules", "turbo-stream", "dist");
    expect(readFileSync(join(dist, "flatten.js"), "utf8")).toContain(MARKER);
    expect(readFileSync(join(dist, "turbo-stream.mjs"), "utf8")).not.toContain(MARKER);
    expect(unpatchedEncode).not.toBe(patchedEncode);
  });

  it("encodes long strings, short ones and everything around them as the unpatched encoder does, again and again", async () => {
    const texts = long("Apply for your card");
    expect(texts.length).toBeGreaterThan(1024);
    const page = () => ({ texts, csrf: "t0k3n", short: 'a "b" \u2028', list: [texts, long("other"), 1, null] });
    for (let i = 0; i < 3; i++) {
      expect(await text(patchedEncode(page()))).toBe(await text(unpatchedEncode(page())));
    }
    const boundary = "x".repeat(1023);
    for (const value of [boundary, `${boundary}"`, `${boundary}"y`]) {
      expect(await text(patchedEncode({ value }))).toBe(await text(unpatchedEncode({ value })));
    }
  });

  it("encodes every kind of value as the unpatched encoder does", async () => {
    const shared = { amount: 300, deposit: 300 };
    const nullProto = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1, "": "empty key" });
    const page = () => ({
      root: { csrf: "t0k3n", idleMs: 900_000, signedIn: true, banner: [], trafficSource: null, none: undefined },
      route: {
        options: [shared, shared, { amount: 500, deposit: 500, wasAmount: null }],
        numbers: [0, -0, 1.5, -2, NaN, Infinity, -Infinity, 1e21, Number.MAX_SAFE_INTEGER],
        strings: ["", "a", "a", 'quote " back \\ \u2028 \u2029 </script>', "é “curly”", "@en:common"],
        booleans: [true, false, true],
        nested: { deep: { deeper: { list: [[1, [2, [3]]], { k: "v" }] } }, _1: "key that looks like a ref" },
        holes: [1, , 3], // eslint-disable-line no-sparse-arrays
        nullProto,
        date: new Date(1_795_719_902_820),
        url: new URL("https://example.test/a?b=c"),
        regexp: /a+b/gi,
        set: new Set(["x", 1, shared]),
        map: new Map<unknown, unknown>([
          ["k", shared],
          [2, "two"],
        ]),
        error: new TypeError("bad"),
        bigint: 12n,
        symbol: Symbol.for("secured"),
        later: Promise.resolve({ amount: 200 }),
      },
    });
    for (let i = 0; i < 3; i++) expect(await text(patchedEncode(page()))).toBe(await text(unpatchedEncode(page())));
    for (const value of [0, "", "x", true, false, 42, -0, null, undefined, [], {}]) {
      expect(await text(patchedEncode(value)), String(value)).toBe(await text(unpatchedEncode(value)));
    }
  });

  it("stays right past its bound: 200 different long strings, then the first again", async () => {
    const strings = Array.from({ length: 200 }, (_, i) => long(`string ${i}`));
    for (const value of [...strings, strings[0]!, strings[150]!]) {
      expect(await text(patchedEncode({ value }))).toBe(await text(unpatchedEncode({ value })));
    }
  });
});

describe("the single-fetch stream timeout patch (ADR 0208)", () => {
  type EncodeVia = (data: unknown, signal: AbortSignal, timeout?: number, mode?: string) => ReadableStream<Uint8Array>;
  const patched = (require("@remix-run/server-runtime/dist/single-fetch.js") as { encodeViaTurboStream: EncodeVia })
    .encodeViaTurboStream;
  const unpatched = (unpatchedSingleFetch as { encodeViaTurboStream: EncodeVia }).encodeViaTurboStream;
  const page = () => ({ root: { csrf: "t0k3n", texts: "@en:common" }, "routes/credit-line": { amounts: [200, 300] } });
  type Encode = (input: unknown, options?: { onComplete?: () => void }) => ReadableStream<Uint8Array>;
  const encode = (require("turbo-stream") as { encode: Encode }).encode;
  afterEach(() => void vi.useRealTimers());

  it("is applied to the CommonJS builds the server loads, not to the ES module ones", () => {
    for (const file of ["@remix-run/server-runtime/dist/single-fetch.js", "turbo-stream/dist/turbo-stream.js"]) {
      expect(readFileSync(join(process.cwd(), "node_modules", file), "utf8"), file).toContain(MARKER);
    }
    expect(readFileSync(require.resolve("@remix-run/server-runtime/dist/esm/single-fetch.js"), "utf8")).not.toContain(
      MARKER,
    );
  });

  it("leaves no timer and no listener on the request once its data is encoded (unpatched: one of each)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const request = new AbortController().signal;
    const ours = await text(patched(page(), request, undefined, "production"));
    expect(vi.getTimerCount()).toBe(0);
    expect(getEventListeners(request, "abort")).toHaveLength(0);
    const unpatchedRequest = new AbortController().signal;
    const reference = await text(unpatched(page(), unpatchedRequest, undefined, "production"));
    expect(vi.getTimerCount()).toBe(1);
    expect(getEventListeners(unpatchedRequest, "abort")).toHaveLength(1);
    expect(ours).toBe(reference);
  });

  it("still ends a stream whose deferred value never settles, with an error, when its time is up", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const never = () => ({ later: new Promise(() => undefined) });
    const reading = text(patched(never(), new AbortController().signal, 100, "production"));
    await vi.advanceTimersByTimeAsync(100);
    const ours = await reading;
    expect(ours).toMatch(/^E2:.*"Unexpected Server Error"/m);
    expect(vi.getTimerCount()).toBe(0);
    const referenceReading = text(unpatched(never(), new AbortController().signal, 100, "production"));
    await vi.advanceTimersByTimeAsync(100);
    expect(ours).toBe(await referenceReading);
  });

  it("calls turbo-stream's onComplete once, after deferred values, and encodes as the unpatched encoder", async () => {
    let release = (_: string) => {};
    const input = () => ({ now: "x", later: new Promise<string>((resolve) => (release = resolve)) });
    const completed: string[] = [];
    const reading = text(encode(input(), { onComplete: () => void completed.push("done") }));
    await Promise.resolve();
    expect(completed).toEqual([]);
    release("ready");
    const ours = await reading;
    expect(completed).toEqual(["done"]);
    const reference = (unpatchedTurboStream as unknown as { encode: Encode }).encode(input());
    release("ready");
    expect(ours).toBe(await text(reference));
  });

  it("never calls onComplete for a stream that is cancelled or fails before it is done", async () => {
    const completed: string[] = [];
    const onComplete = () => void completed.push("done");
    // Cancelled while a deferred value is pending (the client went away).
    const reader = encode({ now: "x", later: new Promise(() => undefined) }, { onComplete }).getReader();
    await reader.read();
    await reader.cancel();
    // A value it cannot encode.
    await expect(text(encode({ fn: () => undefined }, { onComplete }))).rejects.toThrow(/Cannot encode/);
    // A deferred value that rejects is encoded as an error, so the stream is complete.
    await text(encode({ later: Promise.reject(new Error("bank down")) }, { onComplete }));
    expect(completed).toEqual(["done"]);
  });
});

describe("the <Links> and <Scripts> patch (ADR 0209)", () => {
  type Manifest = { url: string; version: string; entry: { module: string; imports: string[] }; routes: object };
  type Router = { routes: AgnosticRouteObject[]; basename: string; state: { matches: unknown[]; location: object } };
  type FogOfWar = { getPartialManifest: (manifest: Manifest, router: Router) => Manifest };
  const patchedFog = require("@remix-run/react/dist/fog-of-war.js") as FogOfWar;
  const unpatchedFog = unpatchedFogOfWar as FogOfWar;
  type Components = { Links: ComponentType; Scripts: ComponentType; RemixContext: Context<unknown> };
  const patchedComponents = require("@remix-run/react/dist/components.js") as Components;
  const unpatchedRemix = unpatchedComponents as Components;
  type RouterContexts = { UNSAFE_DataRouterContext: Context<unknown>; UNSAFE_DataRouterStateContext: Context<unknown> };
  // Whichever react-router-dom build each Remix build reads its contexts from: both are provided.
  const routerBuilds = [require("react-router-dom") as RouterContexts, esmRouterDom as RouterContexts];

  const table = appLikeRoutes();
  const manifestOf = (): Manifest => {
    const routes: Record<string, object> = {};
    const add = (route: AgnosticRouteObject, parentId?: string) => {
      const id = route.id!;
      routes[id] = {
        id,
        parentId,
        path: route.path,
        index: route.index,
        module: `/build/${id}.js`,
        imports: ["/build/_shared/a.js", `/build/_shared/${id}.js`],
        css: [`/build/${id}.css`],
        hasLoader: true,
      };
      for (const child of route.children ?? []) add(child, id);
    };
    for (const route of table) add(route);
    return {
      url: "/build/manifest.js",
      version: "1",
      entry: { module: "/build/entry.client.js", imports: ["/build/_shared/a.js"] },
      routes,
    };
  };
  const routerAt = (path: string): Router => {
    const matches = patched.matchRoutes(table, path) ?? [];
    return { routes: table, basename: "/", state: { matches, location: { pathname: path } } };
  };
  const linksOf = (id: string) => [
    { rel: "stylesheet", href: `/build/${id}.links.css` },
    { rel: "preload", as: "script", href: "/build/_shared/a.js" },
  ];
  const routeModulesOf = (manifest: Manifest) =>
    Object.fromEntries(
      Object.keys(manifest.routes).map((id) => [id, { default: () => null, links: () => linksOf(id) }]),
    );

  /** <Links/> and <Scripts/> of one Remix build, rendered as the server renders a page at `path`. */
  function head(
    components: Components,
    manifest: Manifest,
    routeModules: object,
    path: string,
    errors: object | null = null,
  ) {
    const router = routerAt(path);
    const remix = {
      manifest,
      routeModules,
      serverHandoffString: "{}",
      isSpaMode: false,
      future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true },
      renderMeta: {},
    };
    let tree: ReactNode = createElement(
      "head",
      null,
      createElement(components.Links),
      createElement(components.Scripts),
    );
    for (const build of routerBuilds) {
      tree = createElement(
        build.UNSAFE_DataRouterStateContext.Provider,
        { value: { matches: router.state.matches, errors } },
        tree,
      );
      tree = createElement(
        build.UNSAFE_DataRouterContext.Provider,
        { value: { router, static: true, staticContext: {} } },
        tree,
      );
    }
    return renderToString(createElement(components.RemixContext.Provider, { value: remix }, tree));
  }

  it("is applied to the CommonJS build the server loads, not to the ES module one", () => {
    for (const file of ["components.js", "fog-of-war.js"]) {
      expect(readFileSync(require.resolve(`@remix-run/react/dist/${file}`), "utf8"), file).toContain(MARKER);
      expect(readFileSync(require.resolve(`@remix-run/react/dist/esm/${file}`), "utf8"), file).not.toContain(MARKER);
    }
  });

  it("gives the partial manifest of the unpatched build, one object per set of routes", () => {
    const manifest = manifestOf();
    // /credit-line/x/y and /basic-info/x/y match the same routes (root and the splat) but not the same
    // parent paths: their partial manifests differ.
    const paths = [
      "/",
      "/credit-line",
      "/mailing-address/edit",
      "/nowhere/deep",
      "/credit-line/x/y",
      "/basic-info/x/y",
    ];
    for (const path of [...paths, "/credit-line"]) {
      expect(patchedFog.getPartialManifest(manifest, routerAt(path)), path).toEqual(
        unpatchedFog.getPartialManifest(manifest, routerAt(path)),
      );
    }
    const first = patchedFog.getPartialManifest(manifest, routerAt("/credit-line"));
    expect(patchedFog.getPartialManifest(manifest, routerAt("/credit-line"))).toBe(first);
    expect(patchedFog.getPartialManifest(manifest, routerAt("/basic-info"))).not.toBe(first);
    // Another manifest (another build) is never answered from this one's.
    const next = manifestOf();
    (next.routes as Record<string, { module: string }>)["routes/credit-line"]!.module = "/build/credit-line-NEW.js";
    expect(patchedFog.getPartialManifest(next, routerAt("/credit-line"))).toEqual(
      unpatchedFog.getPartialManifest(next, routerAt("/credit-line")),
    );
  });

  it("renders <Links> and <Scripts> as the unpatched build does, page after page", () => {
    const manifest = manifestOf();
    const routeModules = routeModulesOf(manifest);
    for (const path of [
      "/credit-line",
      "/",
      "/mailing-address/edit",
      "/credit-line",
      "/app-denied",
      "/nowhere/deep",
      "/credit-line/x/y",
      "/basic-info/x/y",
    ]) {
      const ours = head(patchedComponents, manifest, routeModules, path);
      expect(ours, path).toBe(head(unpatchedRemix, manifest, routeModules, path));
      expect(ours, path).toContain('window.__remixManifest = {\n  "url": "/build/manifest.js"');
    }
  });

  it("renders an error boundary's page as the unpatched build does (links up to the failed route)", () => {
    const manifest = manifestOf();
    const routeModules = routeModulesOf(manifest);
    for (const errors of [null, { "routes/credit-line": new Error("loader") }, { root: new Error("root") }, null]) {
      expect(head(patchedComponents, manifest, routeModules, "/credit-line", errors), JSON.stringify(errors)).toBe(
        head(unpatchedRemix, manifest, routeModules, "/credit-line", errors),
      );
    }
  });

  it("reads another manifest's links and modules afresh, even with the same route modules", () => {
    const manifest = manifestOf();
    const routeModules = routeModulesOf(manifest);
    head(patchedComponents, manifest, routeModules, "/credit-line");
    const next = manifestOf();
    (next.routes as Record<string, { css: string[] }>)["routes/credit-line"]!.css = ["/build/credit-line-NEW.css"];
    const html = head(patchedComponents, next, routeModules, "/credit-line");
    expect(html).toBe(head(unpatchedRemix, next, routeModules, "/credit-line"));
    expect(html).toContain("/build/credit-line-NEW.css");
  });

  it("calls a route's links() once per chain of routes, not on every page", () => {
    const manifest = manifestOf();
    const routeModules = routeModulesOf(manifest);
    const links = vi.spyOn(routeModules["routes/credit-line"] as { links: () => unknown }, "links");
    for (let page = 0; page < 3; page++) head(patchedComponents, manifest, routeModules, "/credit-line");
    expect(links).toHaveBeenCalledTimes(1);
    for (let page = 0; page < 3; page++) head(unpatchedRemix, manifest, routeModules, "/credit-line");
    expect(links).toHaveBeenCalledTimes(4);
  });

  it("reads a route's links again when its module is another one (a new build's)", () => {
    const manifest = manifestOf();
    const before = routeModulesOf(manifest);
    expect(head(patchedComponents, manifest, before, "/credit-line")).toContain("routes/credit-line.links.css");
    const after = {
      ...before,
      "routes/credit-line": { default: () => null, links: () => [{ rel: "stylesheet", href: "/new.css" }] },
    };
    const html = head(patchedComponents, manifest, after, "/credit-line");
    expect(html).toContain("/new.css");
    expect(html).not.toContain("routes/credit-line.links.css");
  });
});

describe("the @remix-run/dev patch (ADR 0141)", () => {
  it("marks the browser build's empty modules (.server files) as free of side effects", () => {
    const file = require.resolve("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
    const text = readFileSync(file, "utf8");
    expect(text).toContain(MARKER);
    expect(text).toMatch(/namespace: "empty-module",\s*sideEffects: false/);
  });
});

describe("the @remix-run/dev build patch", () => {
  it("disposes the compiler's esbuild contexts before `remix build` exits", () => {
    const text = readFileSync(require.resolve("@remix-run/dev/dist/compiler/build.js"), "utf8");
    expect(text).toContain(MARKER);
    expect(text).toMatch(/await compiler\$1\.compile\(\);[\s\S]*await compiler\$1\.dispose\(\);/);
  });
});

describe("scripts/patch-framework.mjs", () => {
  const patch = PATCHES[0]!;
  /** The patches of the same file as `of`, in the order they are applied. */
  const patchesOfFile = (of: typeof patch) => PATCHES.filter((each) => each.pkg === of.pkg && each.file === of.file);
  /**
   * A temporary node_modules holding `of`'s file as it was before it was patched: the installed one
   * with the replacements of every patch of that file undone, the last applied first.
   */
  function copyOfPackage(edit?: (text: string) => string, version?: string, of = patch) {
    const root = mkdtempSync(join(tmpdir(), "patch-framework-"));
    const installedDir = join(process.cwd(), "node_modules", of.pkg);
    const dir = join(root, "node_modules", of.pkg);
    cpSync(join(installedDir, "package.json"), join(dir, "package.json"));
    const installed = readFileSync(join(installedDir, of.file), "utf8");
    let pristine = installed;
    const replacements = patchesOfFile(of).flatMap((each) => each.replacements);
    for (const r of replacements.reverse()) pristine = pristine.replace(r.replace, () => r.find);
    cpSync(join(installedDir, of.file), join(dir, of.file)); // its folders
    writeFileSync(join(dir, of.file), edit ? edit(pristine) : pristine);
    if (version) {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      writeFileSync(join(dir, "package.json"), JSON.stringify({ ...pkg, version }));
    }
    return { root, file: join(dir, of.file), installed };
  }

  it("patches a pristine copy once; a second run changes nothing", () => {
    const { root, file } = copyOfPackage();
    try {
      expect(readFileSync(file, "utf8")).not.toContain(MARKER);
      expect(applyPatch(patch, root)).toBe("applied");
      const once = readFileSync(file, "utf8");
      expect(once).toBe(readFileSync(patchedFile, "utf8"));
      expect(applyPatch(patch, root)).toBe("already applied");
      expect(readFileSync(file, "utf8")).toBe(once);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("turns the pristine text of every patched file into the installed one (a file's patches in their order)", () => {
    const files = new Map(PATCHES.map((each) => [`${each.pkg}/${each.file}`, each]));
    for (const [name, first] of files) {
      const { root, file, installed } = copyOfPackage(undefined, undefined, first);
      try {
        expect(readFileSync(file, "utf8"), name).not.toContain(MARKER);
        for (const each of patchesOfFile(first)) expect(applyPatch(each, root), name).toBe("applied");
        expect(readFileSync(file, "utf8") === installed, name).toBe(true);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    }
  });

  it("adds a replacement written later to a copy patched before, without a reinstall", () => {
    const { root, file } = copyOfPackage();
    try {
      expect(applyPatch({ ...patch, replacements: patch.replacements.slice(0, 1) }, root)).toBe("applied");
      expect(applyPatch(patch, root)).toBe("applied");
      expect(readFileSync(file, "utf8")).toBe(readFileSync(patchedFile, "utf8"));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses another version of the package, or a file whose text has changed", () => {
    const other = copyOfPackage(undefined, "1.23.4");
    const changed = copyOfPackage((text) => text.replace("let branches = flattenRoutes(routes);", "let b = 1;"));
    try {
      expect(() => applyPatch(patch, other.root)).toThrow(/is 1\.23\.4, the patch was written for 1\.23\.3/);
      expect(() => applyPatch(patch, changed.root)).toThrow(/not there exactly once/);
      expect(readFileSync(changed.file, "utf8")).not.toContain(MARKER);
    } finally {
      rmSync(other.root, { recursive: true, force: true });
      rmSync(changed.root, { recursive: true, force: true });
    }
  });
});
