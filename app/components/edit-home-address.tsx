import { Form } from "@remix-run/react";
import { FormGuard } from "./form-screen";
import { Fragment, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { useModalDialog } from "~/components/use-modal-dialog";

/** Where the choice is posted (a page of its own without JavaScript). */
export const EDIT_HOME_ADDRESS_PATH = "/mailing-address/edit";

/**
 * The home address as lines ('12 Main St', 'Apt 4', 'Springfield, IL 62701'); a space between them,
 * or a text browser and the page's text run them together ('12 Main StSpringfield').
 */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <p className="address-block">
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? " " : null}
          <span className="address-block__line">{line}</span>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * SPEC §2.2 'Mailing Edit offers to edit the home address or keep it'. `keep` is a submit button on
 * the page of its own and a plain button that closes the dialog with JavaScript.
 */
export function EditHomeAddressChoice({
  lines,
  keep,
  titleId,
}: {
  lines: readonly string[];
  keep: ReactNode;
  titleId?: string;
}) {
  const t = useT();
  return (
    <>
      {/* On its own page the title is the page's h1; in the dialog it is the dialog's heading. */}
      {titleId ? (
        <h2 className="dialog__title" id={titleId}>
          {t("form.editHomeTitle")}
        </h2>
      ) : null}
      <p>{t("form.editHomeBody")}</p>
      <AddressLines lines={lines} />
      <Form method="post" action={EDIT_HOME_ADDRESS_PATH} className="form choice-buttons">
        <FormGuard />
        <button type="submit" name="intent" value="edit" className="button button--primary">
          {t("form.editHomeEdit")}
        </button>
        {keep}
      </Form>
    </>
  );
}

/**
 * The same choice as a modal <dialog> on the mailing screen (JavaScript only). Opening it moves focus
 * into it; Escape or 'Keep this address' closes it and focus returns to the 'Edit' link.
 */
export function EditHomeAddressDialog({
  lines,
  open,
  onClose,
}: {
  lines: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="edit-home-address-title" onClose={onClose}>
      <EditHomeAddressChoice
        lines={lines}
        titleId="edit-home-address-title"
        keep={
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t("form.editHomeKeep")}
          </button>
        }
      />
    </dialog>
  );
}
