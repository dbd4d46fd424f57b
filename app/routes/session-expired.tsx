import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ERRORS } from "~/domain/error-catalogue";
import { EXPIRED_POST_TEXT, isKeptAfterExpiry, KEPT_AFTER_EXPIRY, listLabels } from "~/domain/expired-post";
import { pathOf } from "~/domain/route-table";
import { Notice } from "./error";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction = () => [{ title: "Session expired" }];

/** SPEC §8: 401/403 and the idle limit. `?reason=idle` adds the warning icon. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const idle = new URL(request.url).searchParams.get("reason") === "idle";
  // Only shows the page: a GET never ends a session (a link here must not wipe an application).
  // Whatever ends a session (401/403, the idle limit) has reset it before sending the person here.
  const entry = idle ? ERRORS["idle-timeout"] : ERRORS["session-expired"];
  return {
    title: entry.title,
    buttonText: entry.buttonText,
    href: context.homeUrl,
    warning: idle,
    lateForm: lateForm(context.session.data.expiredPost),
  };
}

/** What the page says about a form sent after the session ended (docs/decisions/0120). */
function lateForm(post: { values: Record<string, string> } | undefined) {
  if (!post) return null;
  const labels = Object.keys(post.values)
    .filter(isKeptAfterExpiry)
    .map((name) => KEPT_AFTER_EXPIRY[name]);
  return { kept: labels.length ? listLabels(labels) : null };
}

export default function SessionExpired() {
  const { lateForm, ...data } = useLoaderData<typeof loader>();
  if (!lateForm) return <Notice {...data} message={null} help={null} />;
  return (
    <Notice {...data} message={null} help={null}>
      <div className="notice__late-form">
        <p>{EXPIRED_POST_TEXT.notSent}</p>
        {lateForm.kept ? (
          <p>
            {EXPIRED_POST_TEXT.keptIntro} <strong>{lateForm.kept}</strong>.
          </p>
        ) : (
          <p>{EXPIRED_POST_TEXT.nothingKept}</p>
        )}
        <p>{EXPIRED_POST_TEXT.lost}</p>
        <ul className="notice__links">
          <li>
            <a href={pathOf("intro")}>{EXPIRED_POST_TEXT.startApplication}</a>
          </li>
          <li>
            <a href={pathOf("checkStatus")}>{EXPIRED_POST_TEXT.checkStatus}</a>
          </li>
        </ul>
      </div>
    </Notice>
  );
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
