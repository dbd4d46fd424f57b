import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EDIT_HOME_ADDRESS_TEXT, EditHomeAddressChoice } from "~/components/edit-home-address";
import { FlowLayout } from "~/components/flow-layout";
import { identityFieldHref } from "~/components/identity-form";
import { addressLines } from "~/domain/address-format";
import { pathOf, stepOf } from "~/domain/route-table";
import { requireStep } from "~/session/flow.server";
import { readForm } from "~/session/form.server";
import styles from "~/styles/identity-address.css";
import { stylesheet } from "~/components/form-screen";

export const links = stylesheet(styles);

export const meta: MetaFunction = () => [{ title: `${EDIT_HOME_ADDRESS_TEXT.title} – Step 7 of 9` }];

/**
 * SPEC §2.2 'Mailing Edit offers to edit the home address (which goes to identity-verification) or
 * keep it'. A page of its own without JavaScript; the mailing screen opens the same choice as a dialog.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  requireStep(context, "mailingAddress");
  const home = context.session.data.draft.homeAddress;
  if (!home) throw redirect(pathOf("identity"), 303);
  return { home: addressLines(home) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, []);
  requireStep(context, "mailingAddress");
  if (form.get("intent") === "edit") return redirect(identityFieldHref(pathOf("identity"), "addressLine1"), 303);
  return redirect(pathOf("mailingAddress"), 303);
}

export default function EditHomeAddress() {
  const { home } = useLoaderData<typeof loader>();
  return (
    <FlowLayout
      backHref={pathOf("mailingAddress")}
      step={stepOf("mailingAddress")}
      title={EDIT_HOME_ADDRESS_TEXT.title}
    >
      <EditHomeAddressChoice
        lines={home}
        keep={
          <button type="submit" name="intent" value="keep" className="button button--secondary">
            {EDIT_HOME_ADDRESS_TEXT.keep}
          </button>
        }
      />
    </FlowLayout>
  );
}
