import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "remix-utils/safe-redirect";
import { pathOf, returnPathFrom } from "~/domain/route-table";
import { readForm } from "~/session/form.server";
import { keepBankSessionFresh } from "~/features/flow/bank-session.server";

const HOME = pathOf("intro");

/** SPEC §4.5: loading the session already counted as activity; without JavaScript the post returns to the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, ["returnTo"]);
  await keepBankSessionFresh(context);
  const asked = form.get("returnTo");
  // A same-site path (safeRedirect), and of those only a screen of ours, exactly as sent: a tab or
  // newline that a browser would drop, or that safeRedirect trims, sends the person home.
  const sameSite = safeRedirect(asked, HOME);
  const returnTo = (sameSite === asked && returnPathFrom(sameSite)) || HOME;
  if (request.headers.get("accept")?.includes("application/json")) {
    return Response.json({ ok: true, idleMs: context.sessions.idleMs });
  }
  return redirect(returnTo, 303);
}

export async function loader() {
  return redirect("/");
}
