import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { maintenanceRedirect } from "~/domain/maintenance";
import { pathOf } from "~/domain/route-table";

/** Name of the hidden CSRF field and of the honeypot field on public forms. */
export const CSRF_FIELD = "csrf";
export const HONEYPOT_FIELD = "website";

/** Where a request of a session that passed the idle limit goes (SPEC §8: with the warning icon). */
export const IDLE_EXPIRED_PATH = `${pathOf("sessionExpired")}?reason=idle`;

/** Fields that must never be kept in a session or re-filled (card data, SSN, the status check's SSN last 4). */
const NEVER_KEPT = new Set(["cardNumber", "cardExpiration", "cardSecurityCode", "ssn", "ssnConfirm", "last4SSN", CSRF_FIELD, HONEYPOT_FIELD]);

/**
 * Reads a posted form after the checks every POST needs: an expired session goes to the
 * session-expired page (nothing else lost), a missing or wrong CSRF token is refused, and a
 * filled honeypot is refused.
 */
export async function readForm(request: Request, context: AppLoadContext): Promise<FormData> {
  const maintenance = await maintenanceRedirect(new URL(request.url).pathname, () => context.isMaintenance());
  if (maintenance) throw redirect(maintenance, 303);
  if (context.session.status === "expired") throw redirect(IDLE_EXPIRED_PATH, 303);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || token !== context.session.data.csrf) {
    context.log.warn({ path: new URL(request.url).pathname }, "CSRF token missing or wrong");
    throw new Response("This form has expired. Go back, reload the page and try again.", { status: 403 });
  }
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") {
    context.log.warn({ path: new URL(request.url).pathname }, "honeypot filled");
    throw new Response("The form could not be accepted.", { status: 400 });
  }
  return form;
}

/** Fields kept for the re-filled form only sealed (AES-GCM), like the date of birth of a finished identity step. */
const KEPT_SEALED = new Set(["birthMonth", "birthDay", "birthYear"]);

/** Keeps a rejected form's result for the next GET of `path` and redirects there (303). */
export async function rejectForm(context: AppLoadContext, path: string, result: SubmissionResult<string[]>) {
  const plain: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(result.initialValue ?? {})) {
    if (NEVER_KEPT.has(name)) continue;
    (KEPT_SEALED.has(name) ? secret : plain)[name] = value;
  }
  const sealed = Object.keys(secret).length ? context.sealer.seal(JSON.stringify(secret)) : undefined;
  context.session.data.formResult = { path, result: { ...result, initialValue: plain }, sealed };
  await context.session.save();
  return redirect(path, 303);
}

/** The rejected form's result for this page, once (sealed answers opened again). */
export async function takeFormResult(context: AppLoadContext, path: string): Promise<SubmissionResult<string[]> | undefined> {
  const kept = context.session.data.formResult;
  if (!kept) return undefined;
  context.session.data.formResult = undefined;
  await context.session.save();
  if (kept.path !== path) return undefined;
  const result = kept.result as SubmissionResult<string[]>;
  const opened = kept.sealed ? context.sealer.open(kept.sealed) : null;
  if (!opened) return result;
  return { ...result, initialValue: { ...(result.initialValue ?? {}), ...(JSON.parse(opened) as Record<string, unknown>) } } as SubmissionResult<string[]>;
}

export async function setNotice(context: AppLoadContext, path: string, text: string) {
  context.session.data.notice = { path, text };
  await context.session.save();
}

export async function takeNotice(context: AppLoadContext, path: string): Promise<string | undefined> {
  const notice = context.session.data.notice;
  if (!notice || notice.path !== path) return undefined;
  context.session.data.notice = undefined;
  await context.session.save();
  return notice.text;
}

/** Redirect to an error screen by catalogue key (never free text in the URL). */
export function errorRedirect(key: string) {
  return redirect(`${pathOf("error")}?reason=${encodeURIComponent(key)}`, 303);
}
