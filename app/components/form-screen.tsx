import type { ReactNode } from "react";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { useRootData } from "./root-data";

/** What every form screen's loader returns besides its own data (see `formState`). */
interface FormScreenData {
  hasErrors?: boolean;
}

/**
 * A screen's `meta`: its title (a catalogue key, e.g. "identity.metaTitle"), with 'Error: ' in front
 * while its form shows errors (loader's `hasErrors`), in the page's language.
 */
export function screenTitle(title: string) {
  return ({ data, matches }: { data?: FormScreenData; matches: ReadonlyArray<{ data?: unknown }> }) => {
    const t = translateFromMatches(matches);
    return [{ title: `${data?.hasErrors ? t("errors.titlePrefix") : ""}${t(title)}` }];
  };
}

/** A route's `links`: its area's stylesheet. */
export function stylesheet(href: string) {
  return () => [{ rel: "stylesheet", href }];
}

/**
 * The form's primary button, in the actions row. `busy` marks it `aria-disabled` (styling only: it
 * still submits); `name`/`value` say which button was pressed; `after` follows it (e.g. a link).
 */
export function SubmitButton({
  children,
  busy,
  after,
  ...button
}: {
  /** The button's text: 'Next' unless the screen names it. */
  children?: ReactNode;
  busy?: boolean;
  after?: ReactNode;
  name?: "intent";
  value?: string;
}) {
  const t = useT();
  return (
    <div className="form__actions">
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined} {...button}>
        {children ?? t("form.next")}
      </button>
      {after}
    </div>
  );
}

/** The CSRF token every POST needs, and a honeypot field that people never see or fill. */
export function FormGuard({ honeypot = false }: { honeypot?: boolean }) {
  const { csrf } = useRootData();
  const t = useT();
  return (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      {honeypot ? (
        <div className="hp" aria-hidden="true">
          <label htmlFor="website">{t("form.honeypot")}</label>
          <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      ) : null}
    </>
  );
}
