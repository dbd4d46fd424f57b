import type { Request, Response } from "express";
import { plainPageHtml } from "~/domain/unavailable";
import { serverTranslate } from "~/i18n/catalogues.server";
import { requestLocale } from "~/i18n/locale.server";
import { LOCALE_TAG } from "~/i18n/locales";
import type { Replacement } from "./answer-gate.server";
import { thrownResponseData } from "./thrown-response-data.server";

const PAGES = {
  unavailable: ["plainPages.unavailableTitle", "plainPages.unavailableMessage", "plainPages.unavailableRetry"],
  tooLarge: ["plainPages.tooLargeTitle", "plainPages.tooLargeMessage", "plainPages.tooLargeBack"],
  tooMany: ["plainPages.tooManyTitle", "plainPages.tooManyMessage", "plainPages.tooManyBack"],
  tooManyVisits: ["plainPages.tooManyVisitsTitle", "plainPages.tooManyVisitsMessage", "plainPages.tooManyVisitsBack"],
  unreadable: ["plainPages.unreadableTitle", "plainPages.unreadableMessage", "plainPages.unreadableBack"],
  unreadableTooLarge: [
    "plainPages.unreadableTitle",
    "plainPages.unreadableTooLargeMessage",
    "plainPages.unreadableBack",
  ],
  cookiesBlocked: [
    "plainPages.cookiesBlockedTitle",
    "plainPages.cookiesBlockedMessage",
    "plainPages.cookiesBlockedRetry",
  ],
} as const;

const DETAILS: Partial<Record<PlainPage, string>> = { cookiesBlocked: "plainPages.cookiesBlockedDetail" };

export type PlainPage = keyof typeof PAGES;

/** No session is read for them, so Accept-Language decides. */
async function textsOf(req: Request, page: PlainPage) {
  const locale = await requestLocale(undefined, req.get("accept-language"));
  const t = serverTranslate(locale);
  const [title, message, link] = PAGES[page];
  const detail = DETAILS[page];
  return { locale, title: t(title), message: t(message), detail: detail && t(detail), link: t(link) };
}

export async function plainPage(req: Request, brand: string, page: PlainPage, href: string) {
  const { locale, title, message, detail, link } = await textsOf(req, page);
  return plainPageHtml(brand, { title, message, detail, link: { href, text: link } }, LOCALE_TAG[locale]);
}

/** To a `.data` request, a refusal single fetch can decode, so the root boundary shows it. */
export async function plainAnswer(
  req: Request,
  res: Response,
  status: number,
  ...page: [brand: string, page: PlainPage, href: string]
): Promise<Replacement> {
  if (req.path.endsWith(".data")) {
    const { message } = await textsOf(req, page[1]);
    const ids = req.method === "POST" ? undefined : loaderRouteIds(res);
    return {
      status,
      headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
      body: await thrownResponseData(status, message, ids),
    };
  }
  return {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: Buffer.from(await plainPage(req, ...page)),
  };
}

export async function sendPlainPage(
  req: Request,
  res: Response,
  ...page: [brand: string, page: PlainPage, href: string]
): Promise<void> {
  const { headers, body } = await plainAnswer(req, res, res.statusCode, ...page);
  res.set(headers).send(body);
}

export function refuseUnreadable(req: Request, res: Response, brand: string, status = 400): void {
  res.status(status).set("Cache-Control", "no-store");
  if (status === 405) res.set("Allow", "GET, HEAD, POST");
  void sendPlainPage(req, res, brand, "unreadable", "/");
}

function loaderRouteIds(res: Response): string[] {
  const leaf: unknown = res.locals.routeId;
  return typeof leaf === "string" && leaf !== "root" ? ["root", leaf] : ["root"];
}

/** For Node's parser refusals (no request to read a language from): English, then Spanish. */
export function bilingualPlainPage(brand: string, page: PlainPage, href: string): string {
  const [title, message, link] = PAGES[page];
  const detail = DETAILS[page];
  const en = serverTranslate("en");
  const es = serverTranslate("es");
  return plainPageHtml(
    brand,
    { title: en(title), message: en(message), detail: detail && en(detail), link: { href, text: en(link) } },
    LOCALE_TAG.en,
    {
      lang: LOCALE_TAG.es,
      title: es(title),
      message: es(message),
      detail: detail && es(detail),
      linkText: es(link),
    },
  );
}
