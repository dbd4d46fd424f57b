import { pathOf } from "./route-table";
import { canonicalPathFor } from "./screen-aliases";
import { fixedRedirectFor, isScreenPath } from "./routing";

/**
 * The one maintenance rule (SPEC §2.1, docs/decisions/0017): 'Any other path goes to /maintenance if
 * the configuration says maintenance, otherwise to the basic entry page.' 'Any other path' is a path
 * that nothing in §2.1/§2.2 claims: not a screen (either reading), not an entry page, not one of the
 * fixed redirects. Every screen stays reachable, GET and POST: entry pages, the status check, the
 * flow. Our own infrastructure paths (health check, banner polling, Remix's route manifest, the mock's control routes) are
 * never sent there either. Used by server.ts, entry.server's handleDataRequest, readForm and the
 * catch-all route.
 */
const INFRASTRUCTURE = /^\/(healthz|readyz|banner|__mock|__manifest)(\/|$)/;

/** Whether, during maintenance, a request for this path goes to /maintenance. */
export function goesToMaintenance(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  if (INFRASTRUCTURE.test(path)) return false;
  if (isScreenPath(path)) return false;
  if (fixedRedirectFor(path) || canonicalPathFor(path)) return false;
  return true;
}

/** '/maintenance' when this path goes there now, else null. */
export async function maintenanceRedirect(
  pathname: string,
  isMaintenance: () => Promise<boolean>,
): Promise<string | null> {
  if (!goesToMaintenance(pathname)) return null;
  return (await isMaintenance()) ? pathOf("maintenance") : null;
}
