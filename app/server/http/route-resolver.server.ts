import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";

export type RouteResolver = (pathname: string) => string | null;

/** As Remix does (case-insensitive, trailing slashes, `.data`), so per-route limits hold for every spelling. */
export function createRouteResolver(routes: ServerBuild["routes"]): RouteResolver {
  const byParent = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const roots = tree(undefined);
  return (pathname) => {
    const path = canonicalDataPath(pathname);
    try {
      return matchRoutes(roots, path)?.at(-1)?.route.id ?? null;
    } catch {
      return null;
    }
  };
}

export function canonicalDataPath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}
