import type { ReactNode } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WarningIcon } from "~/components/marks";
import { errorEntry, fillPlaceholders } from "~/domain/error-catalogue";
import { pathOf } from "~/domain/route-table";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Error" }];

const TARGETS = {
  "funding-payment": pathOf("fundingPayment"),
  "otp-check": pathOf("otp"),
  terms: pathOf("terms"),
  documents: pathOf("documentSelection"),
} as const;

/** SPEC §8 error screens, chosen by catalogue key only (`/error?reason=…`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const entry = errorEntry(new URL(request.url).searchParams.get("reason"));
  const fill = (text?: string) => (text ? fillPlaceholders(text, { phone: context.env.CUSTOMER_SERVICE_PHONE }) : null);
  return {
    title: entry.title,
    message: fill(entry.message),
    help: fill(entry.help),
    buttonText: entry.buttonText,
    href: entry.target === "home" ? context.homeUrl : TARGETS[entry.target],
    warning: entry.icon === "warning",
  };
}

export default function ErrorScreen() {
  const data = useLoaderData<typeof loader>();
  return <Notice {...data} />;
}

export function Notice(props: {
  title: string;
  message: string | null;
  help: string | null;
  buttonText: string;
  href: string;
  warning: boolean;
  /** More to say before the button (the session-expired page's late form). */
  children?: ReactNode;
}) {
  return (
    <div className="flow notice">
      {props.warning ? <WarningIcon /> : null}
      <h1 className="flow__title">{props.title}</h1>
      {props.message ? <p>{props.message}</p> : null}
      {props.help ? <p className="notice__help">{props.help}</p> : null}
      {props.children}
      <p>
        <a className="button button--primary" href={props.href}>
          {props.buttonText}
        </a>
      </p>
    </div>
  );
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
