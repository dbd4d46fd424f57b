import type { ReactNode } from "react";

/** What every form screen's loader returns besides its own data (see `formState`). */
interface FormScreenData {
  hasErrors?: boolean;
}

/** A form screen's `meta`: its title, with 'Error: ' in front while the form shows errors. */
export function errorTitle(title: string) {
  return ({ data }: { data?: FormScreenData }) => [{ title: `${data?.hasErrors ? "Error: " : ""}${title}` }];
}

/** A route's `links`: its area's stylesheet. */
export function stylesheet(href: string) {
  return () => [{ rel: "stylesheet", href }];
}

/**
 * The form's primary button, in the actions row. `busy` marks it `aria-disabled` (styling only: it
 * still submits); `name`/`value` tell the action which button was pressed; `after` follows it in the
 * row (e.g. a secondary link).
 */
export function SubmitButton({
  children,
  busy,
  name,
  value,
  after,
}: {
  children: ReactNode;
  busy?: boolean;
  name?: "intent";
  value?: string;
  after?: ReactNode;
}) {
  return (
    <div className="form__actions">
      <button
        type="submit"
        name={name}
        value={value}
        className="button button--primary"
        aria-disabled={busy || undefined}
      >
        {children}
      </button>
      {after}
    </div>
  );
}
