import { isKeptAfterExpiry } from "~/domain/expired-post";
import { CSRF_FIELD, HONEYPOT_FIELD } from "~/domain/constants";
import { sameToken } from "./csrf-token.server";
import type { SessionManager } from "./manager.server";
import type { RequestSession } from "./request-session.server";

const NOT_ANSWERS = new Set(["/keep-alive", "/sign-out", "/address-suggestions", "/session-expired"]);

// ADR 0120: only allowlisted answers of this very post, and only with the CSRF token of the session its
// cookie named, so a forged or replayed form keeps nothing. An upload's files are never read.
export async function keepExpiredPost(
  session: RequestSession,
  sessions: Pick<SessionManager, "csrfFor">,
  request: Request,
): Promise<void> {
  if (session.status !== "expired" || !session.previousId) return;
  const path = pagePath(new URL(request.url).pathname);
  if (NOT_ANSWERS.has(path)) return;
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("application/x-www-form-urlencoded")) return;
  const form = new URLSearchParams(await request.text());
  const token = form.get(CSRF_FIELD);
  if (token === null || !sameToken(token, sessions.csrfFor(session.previousId))) return;
  if (form.get(HONEYPOT_FIELD)) return;
  const values: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of form.entries()) {
    // A repeated name is a form we never rendered: nothing of it is kept.
    if (seen.has(name)) return;
    seen.add(name);
    if (isKeptAfterExpiry(name) && value.trim() !== "") values[name] = value.slice(0, KEPT_VALUE_MAX);
  }
  session.data.expiredPost = { path, values };
}

export const KEPT_VALUE_MAX = 256;

function pagePath(requestPath: string): string {
  const page = requestPath
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();
  return page === "" || page === "/_root" ? "/" : page;
}
