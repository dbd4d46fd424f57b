/**
 * OURS (docs/decisions/0080): the page every request gets, with status 503, while the shared
 * session store cannot be reached. Nothing is lost; the applicant only has to come back.
 */
export const UNAVAILABLE_PAGE = {
  title: "We can't reach your application right now",
  message: "Your answers are saved. Please try again in a few minutes.",
  retry: "Try again",
} as const;

/** Seconds a client is told to wait before trying again (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

/** The whole page: no script, no session, nothing that needs the store. */
export function unavailablePageHtml(brand: string, retryPath: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(UNAVAILABLE_PAGE.title)} - ${escape(brand)}</title></head><body><main><p>${escape(brand)}</p><h1>${escape(UNAVAILABLE_PAGE.title)}</h1><p>${escape(UNAVAILABLE_PAGE.message)}</p><p><a href="${escape(retryPath)}">${escape(UNAVAILABLE_PAGE.retry)}</a></p></main></body></html>`;
}
