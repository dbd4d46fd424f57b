import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { brandEntryPath } from "~/domain/entry-paths";
import { canonicalPathFor } from "~/domain/route-table";

/**
 * Every path no screen claims: a second-reading alias goes permanently to its canonical screen
 * (308 for a POST, so it is never silently turned into a GET); anything else lands on the basic
 * entry page instead of a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalPathFor(url.pathname);
  if (canonical) return redirect(`${canonical}${url.search}`, 301);
  return redirect(brandEntryPath(context.env.BRAND_NAME));
}

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalPathFor(url.pathname);
  if (canonical) return redirect(`${canonical}${url.search}`, 308);
  throw new Response("There is no form at this address.", { status: 404 });
}
