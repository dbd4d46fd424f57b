import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { FormGuard } from "~/components/form-screen";
import { useLoaderData } from "@remix-run/react";
import { pathOf } from "~/domain/route-table";
import { pageTexts } from "~/i18n/catalogues.server";
import { LANGUAGE_PARAM } from "~/i18n/locales";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { readForm } from "~/session/form.server";
import { isSignedIn } from "~/session/sign-out.server";
import { ButtonLink } from "~/components/button-link";

const PATH = pathOf("signOut");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translateFromMatches(matches);
  return [{ title: data?.signedIn ? t("signOut.confirmTitle") : t("signOut.doneTitle") }];
};

/** A GET changes nothing (ADR 0001): a signed-in session confirms with the POST button. */
export async function loader({ context }: LoaderFunctionArgs) {
  return {
    texts: pageTexts(context, "signOut"),
    signedIn: isSignedIn(context.session.data),
    homeUrl: context.homeUrl,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context, []);
  context.audit({
    action: "sign_out",
    outcome: "ok",
    leadId: context.session.data.leadId,
    applicationId: context.session.data.submission?.applicationId ?? undefined,
  });
  // The language chosen outlives the session: it is no answer of the application.
  const chosen = context.session.data.locale;
  await context.session.end();
  context.log.info("signed out");
  return redirect(chosen ? `${PATH}?${LANGUAGE_PARAM}=${chosen}` : PATH, 303);
}

export default function SignOut() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.signedIn) {
    return (
      <div className="flow notice">
        <h1 className="flow__title">{t("signOut.confirmTitle")}</h1>
        <p>{t("signOut.confirmMessage")}</p>
        <form method="post" action={PATH} className="form__actions">
          <FormGuard />
          <button type="submit" className="button button--primary">
            {t("common.signOut")}
          </button>
          <a className="button button--secondary" href="/">
            {t("signOut.stay")}
          </a>
        </form>
      </div>
    );
  }
  return (
    <div className="flow notice">
      <h1 className="flow__title">{t("signOut.doneTitle")}</h1>
      <p role="status">{t("signOut.doneMessage")}</p>
      <p className="notice__help">{t("signOut.doneHelp")}</p>
      <ButtonLink href={pathOf("checkStatus")} variant="primary">
        {t("signOut.checkStatus")}
      </ButtonLink>
    </div>
  );
}
