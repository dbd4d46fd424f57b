import { sitePath } from "./site-path";

// OURS (ADR 0080): every request gets it, with 503, while the session store cannot be reached.
export const UNAVAILABLE_PAGE = {
  title: "We can't reach your application right now",
  message: "Your answers are saved. Please try again in a few minutes.",
  retry: "Try again",
} as const;

export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

// Answered before the application runs; its look is a static file, served while the store is down too.
export function plainPageHtml(
  brand: string,
  page: { title: string; message: string; detail?: string; link: { href: string; text: string } },
  lang = "en-US",
  // For an answer whose reader's language is unknown.
  also?: { lang: string; title: string; message: string; detail?: string; linkText: string },
): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const href = escape(sitePath(page.link.href));
  const paragraphs = (...texts: Array<string | undefined>) =>
    texts.map((text) => (text ? `<p>${escape(text)}</p>` : "")).join("");
  const other = also
    ? `<section lang="${escape(also.lang)}"><h2>${escape(also.title)}</h2>${paragraphs(also.message, also.detail)}<p><a href="${href}">${escape(also.linkText)}</a></p></section>`
    : "";
  return `<!doctype html><html lang="${escape(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(page.title)} - ${escape(brand)}</title><link rel="stylesheet" href="/plain-page.css"></head><body><header><p class="plain__brand">${escape(brand)}</p></header><main><h1>${escape(page.title)}</h1>${paragraphs(page.message, page.detail)}<p><a href="${href}">${escape(page.link.text)}</a></p>${other}</main></body></html>`;
}

/** OURS (docs/decisions/0055): a form body over its limit, refused before it is read. */
export const TOO_LARGE_PAGE = {
  title: "Sorry, we could not do that",
  message: "That was more than this form can take. Your saved answers are kept: go back to the form and try again.",
  back: "Back to the form",
} as const;

/** OURS (docs/decisions/0082): a new visit past its network's budget of new sessions. */
export const TOO_MANY_VISITS_PAGE = {
  title: "Too many new visits",
  message: "Too many visits began from your network in the last minute. Please wait a minute and try again.",
  back: "Try again",
} as const;

// OURS (ADR 0229): a request Node's parser refused (often too many cookies), or that no page answers.
export const UNREADABLE_PAGE = {
  title: "Sorry, we could not read that request",
  message: "Your browser sent a request we could not read. Please go to the home page and try again.",
  tooLargeMessage:
    "Your browser sent more than we can read, most often too many cookies for this site. Please clear this site's cookies, then go to the home page and try again.",
  back: "Go to the home page",
} as const;

export const TOO_MANY_PAGE = {
  title: "Too many attempts",
  message: "Please wait a minute and try again. The answers you saved are kept.",
  back: "Back to the page",
} as const;

// OURS (ADR 0003): the application is kept on the server under that one cookie.
export const COOKIES_BLOCKED_PAGE = {
  title: "Turn on cookies to apply",
  message:
    "Your browser is not accepting cookies from this site, and we need one to keep your application. Please allow cookies for this site, then try again.",
  detail:
    "We keep your application on our server while you fill it in, and a single cookie tells us which application is yours. We do not use cookies to track you or for advertising.",
  retry: "Try again",
} as const;
