import { Form } from "@remix-run/react";
import { FormGuard } from "./form-screen";
import { Fragment, type ReactNode } from "react";
import { useT } from "~/i18n/use-t";
import { useModalDialog } from "~/components/use-modal-dialog";

export const EDIT_HOME_ADDRESS_PATH = "/mailing-address/edit";

/** A space between lines, or a text browser runs them together ('12 Main StSpringfield'). */
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

/** SPEC §2.2 'Mailing Edit offers to edit the home address or keep it'. */
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
