import { useT } from "~/i18n/use-t";
import { TextField, type TextFieldProps } from "./fields";

// Its own module: only the screens that ask for an email load it (JS budget).
export function EmailField({ meta, label }: { meta: TextFieldProps["meta"]; label?: string }) {
  const t = useT();
  return (
    <TextField
      meta={meta}
      label={label ?? t("form.email")}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}
