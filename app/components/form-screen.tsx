import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { ErrorSummary, type SummaryError } from "./error-summary";
import { useHydrated } from "./hydrated";
import type { LostConnection } from "./lost-connection";
import { PageAlert } from "./page-alert";
import { useRootData } from "./root-data";
import type { ScreenFormState } from "./screen-form";
import { CSRF_FIELD, HONEYPOT_FIELD } from "~/domain/constants";

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

/**
 * The form's own error (one not about a field, e.g. the bank refused), then `children`; nothing
 * without one. Form errors come alone (after the fields passed), so it takes focus as the page opens,
 * like a page alert: by the `autofocus` attribute the server renders, without JavaScript too. Each
 * server answer is a new node: the same words failing again are announced again (a node kept with
 * unchanged text says nothing), once, by the live region (a client navigation does not move focus).
 */
export function FormErrorAlert({ errors, children }: { errors: string[]; children?: ReactNode }) {
  const { key } = useLocation();
  const hydrated = useHydrated();
  return errors.length ? (
    <div key={key} className="alert alert--error form-alert" role="alert" tabIndex={-1} autoFocus={!hydrated}>
      <p>{errors[0]}</p>
      {children}
    </div>
  ) : null;
}

/** Whether this page's form is being posted (the button says so meanwhile). */
export function useSubmitting() {
  return useNavigation().state === "submitting";
}

/** The CSRF token every POST needs, and a honeypot field that people never see or fill. */
export function FormGuard({ honeypot = false }: { honeypot?: boolean }) {
  const { csrf } = useRootData();
  const t = useT();
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      {honeypot ? (
        <div className="hp" aria-hidden="true">
          <label htmlFor={HONEYPOT_FIELD}>{t("form.honeypot")}</label>
          <input
            id={HONEYPOT_FIELD}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * A screen's form as every screen opens it: the error summary (`summary` where the screen orders or
 * names the errors itself), the POST form with its CSRF token (and honeypot), then the fields.
 */
export function ScreenForm({
  flow,
  summary = flow.summary,
  alert,
  honeypot,
  lostConnectionText,
  children,
  ...form
}: {
  flow: Pick<ScreenFormState, "form" | "summary" | "answer">;
  summary?: SummaryError[];
  /** Shown between the error summary and the form (e.g. a `FormErrorAlert`). */
  alert?: ReactNode;
  honeypot?: boolean;
  /** What to do after a post that got no answer, where the form's answers are not all kept (the card). */
  lostConnectionText?: string;
  children: ReactNode;
} & Omit<ComponentProps<typeof Form>, "children">) {
  return (
    <>
      <ErrorSummary errors={summary} answer={flow.answer} />
      <ConnectionLostAlert text={lostConnectionText} otherwise={alert} />
      <Form method="post" {...getFormProps(flow.form, { ariaAttributes: false })} className="form" {...form}>
        <FormGuard honeypot={honeypot} />
        {children}
      </Form>
    </>
  );
}

/**
 * When the page's last post got no answer (keepAnswersWhenOffline), an alert that says so (by default:
 * the answers are still in the form below); `otherwise` when it did not. A post lost again is a new
 * alert, focused and read again.
 */
export function ConnectionLostAlert({ text, otherwise = null }: { text?: string; otherwise?: ReactNode }) {
  const lost = useActionData<LostConnection | undefined>();
  const t = useT();
  if (lost?.lostConnection !== true) return otherwise;
  return (
    <PageAlert key={lost.at} kind="error" title={t("errors.connectionLostTitle")}>
      <p>{text ?? t("errors.connectionLostKept")}</p>
    </PageAlert>
  );
}
