import { pathOf } from "./route-table";
import { canonicalPathFor } from "./screen-aliases";
import { fixedRedirectFor, isScreenPath } from "./routing";

// SPEC §2.1 'Any other path' (ADR 0017): every screen stays reachable, and so do our infrastructure paths.
const INFRASTRUCTURE = /^\/(healthz|readyz|banner|__mock|__manifest)(\/|$)/;

export function goesToMaintenance(pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  if (INFRASTRUCTURE.test(path)) return false;
  if (isScreenPath(path)) return false;
  if (fixedRedirectFor(path) || canonicalPathFor(path)) return false;
  return true;
}

export async function maintenanceRedirect(
  pathname: string,
  isMaintenance: () => Promise<boolean>,
): Promise<string | null> {
  if (!goesToMaintenance(pathname)) return null;
  return (await isMaintenance()) ? pathOf("maintenance") : null;
}
