import { isRouteErrorResponse } from "@remix-run/react";
import type { Translate } from "~/i18n/translate";
import { lostConnection } from "./lost-connection";

/** What the error page says and where it leads (the first link is the main one). */
export function errorPage(error: unknown, status: number, t: Translate, samePage: string, search: string) {
  const start = { href: "/", text: t("errors.backToStart") };
  if (lostConnection(error)) {
    // Nothing reached us or came back: a new try loads the page, which asks where the application stands.
    const tryAgain = { href: `${samePage}${search}`, text: t("errors.tryAgain") };
    return {
      heading: t("errors.connectionLostTitle"),
      message: t("errors.connectionLostMessage"),
      links: [tryAgain, start],
    };
  }
  if (status === 405) {
    // A post to a page without a form: our page, never the framework's text (it names the route module).
    const back = { href: samePage, text: t("errors.noFormButton") };
    return { heading: t("errors.noFormTitle"), message: t("errors.noFormMessage"), links: [back] };
  }
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && status < 500
      ? error.data
      : t("errors.somethingWentWrong");
  // A refused post can go back to its page, which shows the answers already saved.
  const backToPage = status >= 400 && status < 500 && status !== 404 && samePage !== "/";
  const back = { href: samePage, text: t("errors.backToForm") };
  const heading = t(status === 404 ? "errors.pageNotFound" : "errors.couldNotDoThat");
  return { heading, message, links: backToPage ? [back, start] : [start] };
}
