import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ERRORS } from "~/domain/error-catalogue";
import { Notice } from "./error";
import { noFormAction } from "~/session/no-form.server";

export const meta: MetaFunction = () => [{ title: "Session expired" }];

/** SPEC §8: 401/403 and the idle limit. `?reason=idle` adds the warning icon. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const idle = new URL(request.url).searchParams.get("reason") === "idle";
  // Only shows the page: a GET never ends a session (a link here must not wipe an application).
  // Whatever ends a session (401/403, the idle limit) has reset it before sending the person here.
  const entry = idle ? ERRORS["idle-timeout"] : ERRORS["session-expired"];
  return { title: entry.title, buttonText: entry.buttonText, href: context.homeUrl, warning: idle };
}

export default function SessionExpired() {
  const data = useLoaderData<typeof loader>();
  return <Notice {...data} message={null} help={null} />;
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
