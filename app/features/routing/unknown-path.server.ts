import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { brandEntryPath } from "~/domain/entry-paths";
import { REFUSALS } from "~/domain/refusals";
import { localeOf } from "~/i18n/locale.server";
import { refusalText } from "~/i18n/refusals.server";
import { resolveUnknownPath } from "~/domain/routing";

/** Every path no screen claims (SPEC §2.1): a redirect, never a 404 page for a mistyped address. */
export async function unknownPathLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveUnknownPath(url.pathname, {
    basicEntryPath: brandEntryPath(context.env.BRAND_NAME),
    isMaintenance: await context.isMaintenance(),
  });
  return redirect(target.permanent ? `${target.to}${url.search}` : target.to, target.permanent ? 301 : 302);
}

/** A POST is redirected only where the form has moved (308 keeps it a POST); never turned into a GET. */
export async function unknownPathAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveUnknownPath(url.pathname, {
    basicEntryPath: brandEntryPath(context.env.BRAND_NAME),
    isMaintenance: false,
  });
  if (target.permanent) return redirect(`${target.to}${url.search}`, 308);
  throw new Response(refusalText(REFUSALS.noFormHere, localeOf(context)), { status: 404 });
}
