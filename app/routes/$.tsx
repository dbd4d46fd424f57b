/**
 * Every path no screen claims (SPEC §2.1), answered in app/session/unknown-path.server.ts: fixed
 * redirects and aliases to their screen, anything else to /maintenance or the basic entry page.
 */
export { unknownPathLoader as loader, unknownPathAction as action } from "~/features/routing/unknown-path.server";
