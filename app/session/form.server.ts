import { CSRF_FIELD, HONEYPOT_FIELD } from "~/domain/constants";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { refusalText } from "~/i18n/refusals.server";
import { translateResult } from "~/i18n/validation.server";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import { maintenanceRedirect } from "~/domain/maintenance";
import { REFUSALS } from "~/domain/refusals";
import { pathOf } from "~/domain/route-table";
import { schemaFields } from "~/domain/schemas/form-fields";
import { BodyTooLarge } from "~/server/http/request-body.server";
import { keepExpiredPost, KEPT_VALUE_MAX } from "./expired-post.server";
import { sameToken } from "./csrf-token.server";
import type { GuessKind } from "~/server/guess-limits.server";
import type { FormConstraint } from "~/components/screen-form";

export { CSRF_FIELD, HONEYPOT_FIELD, sameToken };

/** Where a request of a session that passed the idle limit goes (SPEC §8: with the warning icon). */
export const IDLE_EXPIRED_PATH = `${pathOf("sessionExpired")}?reason=idle`;

/** Fields that must never be kept in a session or re-filled (card data, SSN, the status check's SSN last 4). */
const NEVER_KEPT = new Set([
  "cardNumber",
  "cardExpiration",
  "cardSecurityCode",
  "ssn",
  "ssnConfirm",
  "last4SSN",
  CSRF_FIELD,
  HONEYPOT_FIELD,
]);

/** Names every form may carry besides its own fields: the CSRF token, the honeypot, the pressed button. */
const ALWAYS_ACCEPTED = [CSRF_FIELD, HONEYPOT_FIELD, "intent"] as const;

/** What a form declares: its schema, or its field names (forms that are only buttons declare none). */
export type DeclaredFields = ZodTypeAny | readonly string[];

/** A client mistake answered with the product's own error page (root error boundary), never a 5xx. */
export function refuse(status: 400 | 403 | 405 | 413 | 429, message: string, context?: AppLoadContext): Response {
  // In the request's language: the error page shows the body as it came.
  const body = context ? refusalText(message, localeOf(context)) : message;
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Texts in app/domain/refusals.ts: the error page says them in the request's language. */
export const FORM_MESSAGES = {
  unreadable: REFUSALS.unreadable,
  unexpected: REFUSALS.unexpected,
  expired: REFUSALS.expired,
  refused: REFUSALS.refused,
  tooLarge: REFUSALS.tooLarge,
} as const;

/** A body reader stopped because its first part was not the form's right CSRF token (an anonymous upload). */
export class TokenNotFirst extends Error {}

/** A body reader stopped at a name the form does not declare, at a name sent again, or at a file where text belongs. */
export class UndeclaredField extends Error {}

/** How a post's body is read: in full (forms), or streamed part by part with bounded files (uploads). */
export interface PostBody {
  read(request: Request): Promise<FormData>;
  /** The only names that may carry a file; a form without any takes text only. */
  fileFields?: ReadonlySet<string>;
}

const WHOLE_BODY: PostBody = { read: (request) => request.formData() };

/**
 * Reads a post (a form or an upload) after the checks every POST needs, each written once here: an
 * expired session goes to the session-expired page (nothing else lost), a body over its limit is
 * refused (413), an unreadable body is refused (400), a post with names it does not declare (indexed,
 * bracketed, repeated, unknown, or a file where text belongs) is refused before anything parses it
 * (400), a missing or wrong CSRF token is refused (403), and a filled honeypot is refused (400).
 */
export async function readPost(
  request: Request,
  context: AppLoadContext,
  declared: DeclaredFields,
  body: PostBody = WHOLE_BODY,
): Promise<FormData> {
  const maintenance = await maintenanceRedirect(new URL(request.url).pathname, () => context.isMaintenance());
  if (maintenance) throw redirect(maintenance, 303);
  if (context.session.status === "expired") {
    // A form sent too late: the safe answers of this very post go into the new session (ADR 0120).
    await keepExpiredPost(context.session, context.sessions, request);
    throw redirect(IDLE_EXPIRED_PATH, 303);
  }
  let form: FormData;
  try {
    form = await body.read(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw refuse(413, FORM_MESSAGES.tooLarge, context);
    if (error instanceof TokenNotFirst) throw refuse(403, FORM_MESSAGES.expired, context);
    if (error instanceof UndeclaredField) throw undeclared(request, context);
    throw refuse(400, FORM_MESSAGES.unreadable, context);
  }
  if (!onlyDeclaredNames(form, declared, body.fileFields)) throw undeclared(request, context);
  checkGuards(form, request, context);
  return form;
}

/** A posted form of text fields (every screen's form but the upload): readPost with the whole body. */
export function readForm(request: Request, context: AppLoadContext, declared: DeclaredFields): Promise<FormData> {
  return readPost(request, context, declared);
}

/** The CSRF token and the honeypot. */
function checkGuards(form: FormData, request: Request, context: AppLoadContext) {
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || !sameToken(token, context.session.data.csrf)) {
    context.log.warn({ path: new URL(request.url).pathname }, "CSRF token missing or wrong");
    throw refuse(403, FORM_MESSAGES.expired, context);
  }
  const trap = form.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") {
    context.log.warn({ path: new URL(request.url).pathname }, "honeypot filled");
    throw refuse(400, FORM_MESSAGES.refused, context);
  }
}

function undeclared(request: Request, context: AppLoadContext): Response {
  context.log.info({ path: new URL(request.url).pathname }, "form with undeclared field names refused");
  return refuse(400, FORM_MESSAGES.unexpected, context);
}

/** The names a form may post: the ones it declares and the ones every form carries. */
export function acceptedNames(declared: DeclaredFields): Set<string> {
  return new Set<string>([
    ...ALWAYS_ACCEPTED,
    ...(Array.isArray(declared) ? declared : schemaFields(declared as ZodTypeAny)),
  ]);
}

/** Every name declared, each at most once; files only under the names that take one. */
function onlyDeclaredNames(form: FormData, declared: DeclaredFields, fileFields?: ReadonlySet<string>): boolean {
  const accepted = acceptedNames(declared);
  const seen = new Set<string>();
  for (const [name, value] of form.entries()) {
    if (!accepted.has(name) || seen.has(name)) return false;
    if (typeof value !== "string" && !fileFields?.has(name)) return false;
    seen.add(name);
  }
  return true;
}

/**
 * The fields' HTML constraints (required, lengths, pattern) from the schema, for the loader to hand
 * to the screen: the browser gets the attributes without zod (ADR 0002).
 */
export function constraintOf<Schema extends ZodTypeAny>(
  schema: Schema,
): FormConstraint<Extract<KeysOf<z.input<Schema>> | KeysOf<z.output<Schema>>, string>> {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = deepFreeze(getZodConstraint(schema));
    constraints.set(schema, constraint);
  }
  return constraint as FormConstraint<Extract<KeysOf<z.input<Schema>> | KeysOf<z.output<Schema>>, string>>;
}

// Derived once per schema object: most screens' schemas are module constants, and walking one took
// ~1 % of a form page's server time (issue 15). Frozen, because every request shares it.
const constraints = new WeakMap<ZodTypeAny, Record<string, unknown>>();

/**
 * Conform's `parseWithZod` over the schema's form-value coercion (empty strings as absent, numbers
 * from text), made once per schema object: `parseWithZod` itself rebuilds that coerced copy of the
 * whole schema on every parse, ~4 % of a form post's server time (issue 15). Same result.
 */
export function parseSubmission<Schema extends ZodTypeAny>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema: coercedOf(schema), disableAutoCoercion: true });
}

const coercions = new WeakMap<ZodTypeAny, ZodTypeAny>();

function coercedOf<Schema extends ZodTypeAny>(schema: Schema): Schema {
  let coerced = coercions.get(schema);
  if (!coerced) {
    coerced = coerceFormValue(schema);
    coercions.set(schema, coerced);
  }
  // A schema of the same input and output: all parseWithZod reads of it is `safeParse`.
  return coerced as Schema;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Every key of every member of a union (an intersection's or a union's fields). */
type KeysOf<T> = 0 extends 1 & T ? never : T extends unknown ? keyof T : never;

export { KEPT_VALUE_MAX };

export const TOO_MANY_GUESSES = REFUSALS.tooManyGuesses;

/** Counts a guess (a code, a status check) for this session and identity; refused (429) past the limits. */
export async function requireGuessAllowed(context: AppLoadContext, kind: GuessKind, identity: string) {
  if (await context.guesses.allow(kind, { sessionId: context.session.id, identity })) return;
  context.log.warn({ kind }, "guess limit reached");
  throw refuse(429, TOO_MANY_GUESSES, context);
}

/**
 * Counts a code typed for the person it was sent to (`destinationKey`, whatever the lead or session)
 * and in this session; refused (429) past the limits.
 */
export async function requireCodeGuessAllowed(context: AppLoadContext, destinationKey: string) {
  if (await context.guesses.allowCodeGuess(context.session.id, destinationKey)) return;
  context.log.warn({ kind: "code" }, "guess limit reached");
  throw refuse(429, TOO_MANY_GUESSES, context);
}

/** Fields kept for the re-filled form only sealed (AES-GCM), like the date of birth of a finished identity step. */
const KEPT_SEALED = new Set(["birthMonth", "birthDay", "birthYear"]);

/** Keeps a rejected form's result for the next GET of `path` and redirects there (303). */
export async function rejectForm(context: AppLoadContext, path: string, answer: SubmissionResult<string[]>) {
  // The schemas speak English (SPEC §5); the page shows the messages in the request's language.
  const result = translateResult(answer, serverTranslate(localeOf(context)));
  const plain: Record<string, unknown> = {};
  const secret: Record<string, unknown> = {};
  // readForm let through only declared names with text values; each is still cut to its longest.
  for (const [name, value] of Object.entries(result.initialValue ?? {})) {
    if (NEVER_KEPT.has(name) || typeof value !== "string") continue;
    (KEPT_SEALED.has(name) ? secret : plain)[name] = value.slice(0, KEPT_VALUE_MAX);
  }
  const sealed = Object.keys(secret).length ? context.sealer.seal(JSON.stringify(secret)) : undefined;
  context.session.data.formResult = { path, result: { ...result, initialValue: plain }, sealed };
  return redirect(path, 303);
}

/** The rejected form's result for this page, once (sealed answers opened again). */
export async function takeFormResult(
  context: AppLoadContext,
  path: string,
): Promise<SubmissionResult<string[]> | undefined> {
  const kept = context.session.data.formResult;
  if (!kept) return carriedOver(context, path);
  context.session.data.formResult = undefined;
  if (kept.path !== path) return undefined;
  const result = kept.result as SubmissionResult<string[]>;
  const opened = kept.sealed ? context.sealer.open(kept.sealed) : null;
  if (!opened) return result;
  return {
    ...result,
    initialValue: { ...(result.initialValue ?? {}), ...(JSON.parse(opened) as Record<string, unknown>) },
  } as SubmissionResult<string[]>;
}

/**
 * The answers kept from a form posted after the previous session ended, re-filled once when the
 * applicant reaches that page again in the new session (docs/decisions/0120). Not an error.
 */
async function carriedOver(context: AppLoadContext, path: string): Promise<SubmissionResult<string[]> | undefined> {
  const carried = context.session.data.expiredPost;
  if (!carried || carried.path !== path || Object.keys(carried.values).length === 0) return undefined;
  context.session.data.expiredPost = undefined;
  return { initialValue: carried.values } as SubmissionResult<string[]>;
}

export async function setNotice(context: AppLoadContext, path: string, text: string) {
  context.session.data.notice = { path, text };
}

export async function takeNotice(context: AppLoadContext, path: string): Promise<string | undefined> {
  const notice = context.session.data.notice;
  if (!notice || notice.path !== path) return undefined;
  context.session.data.notice = undefined;
  return notice.text;
}

/** Redirect to an error screen by catalogue key (never free text in the URL). */
export function errorRedirect(key: string) {
  return redirect(`${pathOf("error")}?reason=${encodeURIComponent(key)}`, 303);
}
