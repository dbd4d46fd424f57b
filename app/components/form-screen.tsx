import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { ErrorSummary, type SummaryError } from "./error-summary";
import { useHydrated } from "./hydrated";
import { offlineKeeping, type LostConnection } from "./lost-connection";
import { PageAlert } from "./page-alert";
import { useRootData } from "./root-data";
import type { ScreenFormState } from "./screen-form";
import { CSRF_FIELD, HONEYPOT_FIELD } from "~/domain/constants";
import { pathOf, type ScreenName } from "~/domain/route-table";

interface FormScreenData {
  hasErrors?: boolean;
}

export function screenTitle(title: string) {
  return ({ data, matches }: { data?: FormScreenData; matches: ReadonlyArray<{ data?: unknown }> }) => {
    const t = translateFromMatches(matches);
    return [{ title: `${data?.hasErrors ? t("errors.titlePrefix") : ""}${t(title)}` }];
  };
}

export function stylesheet(href: string) {
  return () => [{ rel: "stylesheet", href }];
}

/** A screen's `links` and `meta` (Remix wants both as the route's exports): its stylesheet and its title. */
export function screenHead(styles: string, title: string) {
  return { links: stylesheet(styles), meta: screenTitle(title) };
}

/** A form screen's head, and its answers kept when a post gets no answer (`offlineKeeping`). */
export function formScreenHead(styles: string, title: string) {
  return { links: stylesheet(styles), meta: screenTitle(title), ...offlineKeeping };
}

/** A route-table form screen: its `PATH` (for the loader and action) and the head exports of `formScreenHead`. */
export function formScreen(screen: ScreenName, styles: string, title: string) {
  return { PATH: pathOf(screen), ...formScreenHead(styles, title) };
}

/** `busy` is aria-disabled, styling only: it still submits. */
export function SubmitButton({
  children,
  busy,
  after,
  ...button
}: {
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

// Form errors come alone, so it takes focus as the page opens (autofocus, no JavaScript needed). Each
// answer is a new node: the same words failing again are announced again.
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

export function useSubmitting() {
  return useNavigation().state === "submitting";
}

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
  alert?: ReactNode;
  honeypot?: boolean;
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

/** A post lost again is a new alert, focused and read again. */
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
