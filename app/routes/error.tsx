import type { ReactNode } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WarningIcon } from "~/components/marks";
import { errorEntry, fillPlaceholders, isErrorKey } from "~/domain/error-catalogue";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { pathOf } from "~/domain/route-table";
import { noFormAction } from "~/features/routing/no-form.server";
import { ButtonLink } from "~/components/button-link";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Error" }];

const TARGETS = {
  "funding-payment": pathOf("fundingPayment"),
  "otp-check": pathOf("otp"),
  terms: pathOf("terms"),
  documents: pathOf("documentSelection"),
  "check-status": pathOf("checkStatus"),
} as const;

/** SPEC §8 error screens, by catalogue key only (`/error?reason=…`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const reason = new URL(request.url).searchParams.get("reason");
  const key = isErrorKey(reason) ? reason : "generic";
  const entry = errorEntry(key);
  const t = serverTranslate(localeOf(context));
  const text = (part: "title" | "message" | "help" | "button") =>
    fillPlaceholders(t(`errorPage.${key}.${part}`), { phone: context.env.CUSTOMER_SERVICE_PHONE });
  return {
    title: text("title"),
    message: entry.message ? text("message") : null,
    help: entry.help ? text("help") : null,
    buttonText: text("button"),
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
  children?: ReactNode;
}) {
  return (
    <div className="flow notice">
      {props.warning ? <WarningIcon /> : null}
      <h1 className="flow__title">{props.title}</h1>
      {props.message ? <p>{props.message}</p> : null}
      {props.help ? <p className="notice__help">{props.help}</p> : null}
      {props.children}
      <ButtonLink href={props.href} variant="primary">
        {props.buttonText}
      </ButtonLink>
    </div>
  );
}

export const action = noFormAction;
