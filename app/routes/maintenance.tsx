import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { noFormAction } from "~/features/routing/no-form.server";
import { pageTexts } from "~/i18n/catalogues.server";
import { translateFromMatches, useT } from "~/i18n/use-t";

export const meta: MetaFunction = ({ matches }) => [{ title: translateFromMatches(matches)("maintenance.title") }];

/** SPEC §2.3 maintenance page; once maintenance ends it sends people back to the start. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await context.isMaintenance())) return redirect("/");
  return { texts: pageTexts(context, "maintenance") };
}

export default function Maintenance() {
  const t = useT();
  return (
    <div className="flow notice">
      <h1 className="flow__title">{t("maintenance.title")}</h1>
      <p>{t("maintenance.message")}</p>
    </div>
  );
}

export const action = noFormAction;
