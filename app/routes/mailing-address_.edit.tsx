import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EditHomeAddressChoice } from "~/components/edit-home-address";
import { FlowLayout } from "~/components/flow-layout";
import { identityFieldHref } from "~/components/identity-form";
import { addressLines } from "~/domain/address-format";
import { pathOf, stepOf } from "~/domain/route-table";
import { requireOpenStep } from "~/features/submission/submission.server";
import { readForm } from "~/session/form.server";
import styles from "~/styles/identity-address.css";
import { screenHead } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { useT } from "~/i18n/use-t";

export const { links, meta } = screenHead(styles, "mailingEdit.metaTitle");

/** SPEC §2.2 Mailing Edit; the mailing screen opens the same choice as a dialog. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireOpenStep(context, "mailingAddress");
  const home = context.session.data.draft.homeAddress;
  if (!home) throw redirect(pathOf("identity"), 303);
  return { texts: pageTexts(context, "mailingEdit"), home: addressLines(home) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, []);
  requireOpenStep(context, "mailingAddress", 303);
  if (form.get("intent") === "edit") return redirect(identityFieldHref(pathOf("identity"), "addressLine1"), 303);
  return redirect(pathOf("mailingAddress"), 303);
}

export default function EditHomeAddress() {
  const { home } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <FlowLayout backHref={pathOf("mailingAddress")} step={stepOf("mailingAddress")} title={t("mailingEdit.title")}>
      <EditHomeAddressChoice
        lines={home}
        keep={
          <button type="submit" name="intent" value="keep" className="button button--secondary">
            {t("mailingEdit.keep")}
          </button>
        }
      />
    </FlowLayout>
  );
}
