import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { FormGuard } from "~/components/form-screen";
import { useLoaderData } from "@remix-run/react";
import { pathOf } from "~/domain/route-table";
import { SIGN_OUT } from "~/domain/sign-out";
import { readForm } from "~/session/form.server";
import { isSignedIn } from "~/session/sign-out.server";

const PATH = pathOf("signOut");

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.signedIn ? SIGN_OUT.confirmTitle : SIGN_OUT.doneTitle },
];

/**
 * A GET changes nothing (docs/decisions/0066): a signed-in session is asked to confirm with the
 * POST button; anyone else sees that they are signed out.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { signedIn: isSignedIn(context.session.data), homeUrl: context.homeUrl };
}

/** Ends the session on the server and on the cookie (CSRF-checked), then the signed-out page. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context, []);
  context.cards.delete(context.session.id);
  context.audit({
    action: "sign_out",
    outcome: "ok",
    leadId: context.session.data.leadId,
    applicationId: context.session.data.submission?.applicationId ?? undefined,
  });
  await context.session.end();
  context.log.info("signed out");
  return redirect(PATH, 303);
}

export default function SignOut() {
  const data = useLoaderData<typeof loader>();
  if (data.signedIn) {
    return (
      <div className="flow notice">
        <h1 className="flow__title">{SIGN_OUT.confirmTitle}</h1>
        <p>{SIGN_OUT.confirmMessage}</p>
        <form method="post" action={PATH} className="form__actions">
          <FormGuard />
          <button type="submit" className="button button--primary">
            {SIGN_OUT.button}
          </button>
          <a className="button button--secondary" href="/">
            {SIGN_OUT.stay}
          </a>
        </form>
      </div>
    );
  }
  return (
    <div className="flow notice">
      <h1 className="flow__title">{SIGN_OUT.doneTitle}</h1>
      <p role="status">{SIGN_OUT.doneMessage}</p>
      <p className="notice__help">{SIGN_OUT.doneHelp}</p>
      <p>
        <a className="button button--primary" href={pathOf("checkStatus")}>
          {SIGN_OUT.checkStatus}
        </a>
      </p>
    </div>
  );
}
