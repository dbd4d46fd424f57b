import type { AppLoadContext } from "@remix-run/node";
import type { AppServices, RequestContext } from "~/services.server";

/**
 * A request's context: its own fields over the services, shared as the prototype. A spread would copy
 * two dozen fields per request and make a dictionary-mode object, slower for every loader's reads.
 */
export function requestContext(services: AppServices, own: Omit<RequestContext, keyof AppServices>): AppLoadContext {
  return Object.assign(Object.create(services) as AppServices, own) as AppLoadContext;
}
