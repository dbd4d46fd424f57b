import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isKeptAfterExpiry } from "~/domain/expired-post";
import { serverTranslate, pageTexts, type ServerTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { pathOf } from "~/domain/route-table";
import { Notice } from "./error";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: translateFromMatches(matches)("sessionExpired.metaTitle") },
];

/** SPEC §8: 401/403 and the idle limit. `?reason=idle` adds the warning icon. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const idle = new URL(request.url).searchParams.get("reason") === "idle";
  // A GET never ends a session (a link here must not wipe an application): whatever ends it resets it first.
  const t = serverTranslate(localeOf(context));
  return {
    texts: pageTexts(context, "sessionExpired"),
    title: idle ? t("errorPage.idle-timeout.title") : t("errorPage.session-expired.title"),
    buttonText: idle ? t("errorPage.idle-timeout.button") : t("errorPage.session-expired.button"),
    href: context.homeUrl,
    warning: idle,
    lateForm: lateForm(context.session.data.expiredPost, t),
  };
}

function lateForm(post: { values: Record<string, string> } | undefined, t: ServerTranslate) {
  if (!post) return null;
  const labels = Object.keys(post.values)
    .filter(isKeptAfterExpiry)
    .map((name) => t(`sessionExpired.fields.${name}`));
  return { kept: labels.length ? listOf(labels, t) : null };
}

function listOf(labels: readonly string[], t: ServerTranslate): string {
  if (labels.length <= 1) return labels.join("");
  return t("sessionExpired.listLastTwo", {
    first: labels.slice(0, -1).join(", "),
    last: labels[labels.length - 1] ?? "",
  });
}

export default function SessionExpired() {
  const { lateForm, ...data } = useLoaderData<typeof loader>();
  const t = useT();
  if (!lateForm) return <Notice message={null} help={null} {...data} />;
  return (
    <Notice message={null} help={null} {...data}>
      <div className="notice__late-form">
        <p>{t("sessionExpired.notSent")}</p>
        {lateForm.kept ? (
          <p>
            {t("sessionExpired.keptIntro")} <strong>{lateForm.kept}</strong>.
          </p>
        ) : (
          <p>{t("sessionExpired.nothingKept")}</p>
        )}
        <p>{t("sessionExpired.lost")}</p>
        <ul className="notice__links">
          <li>
            <a href={pathOf("intro")}>{t("sessionExpired.startApplication")}</a>
          </li>
          <li>
            <a href={pathOf("checkStatus")}>{t("sessionExpired.checkStatus")}</a>
          </li>
        </ul>
      </div>
    </Notice>
  );
}

export const action = noFormAction;
