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

const ALWAYS_ACCEPTED = [CSRF_FIELD, HONEYPOT_FIELD, "intent"] as const;

export type DeclaredFields = ZodTypeAny | readonly string[];

/** Answered with our own error page (root error boundary), never a 5xx. */
export function refuse(status: 400 | 403 | 405 | 413 | 429, message: string, context?: AppLoadContext): Response {
  const body = context ? refusalText(message, localeOf(context)) : message;
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export const FORM_MESSAGES = {
  unreadable: REFUSALS.unreadable,
  unexpected: REFUSALS.unexpected,
  expired: REFUSALS.expired,
  refused: REFUSALS.refused,
  tooLarge: REFUSALS.tooLarge,
} as const;

export class TokenNotFirst extends Error {}

export class UndeclaredField extends Error {}

export interface PostBody {
  read(request: Request): Promise<FormData>;
  fileFields?: ReadonlySet<string>;
}

const WHOLE_BODY: PostBody = { read: (request) => request.formData() };

/** Every check a POST needs, written once here: expiry, body limit, declared names, CSRF token, honeypot. */
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

export function readForm(request: Request, context: AppLoadContext, declared: DeclaredFields): Promise<FormData> {
  return readPost(request, context, declared);
}

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

export function acceptedNames(declared: DeclaredFields): Set<string> {
  return new Set<string>([
    ...ALWAYS_ACCEPTED,
    ...(Array.isArray(declared) ? declared : schemaFields(declared as ZodTypeAny)),
  ]);
}

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

/** The browser gets the attributes without zod (ADR 0002). */
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

// Once per schema object, and frozen: every request shares it.
const constraints = new WeakMap<ZodTypeAny, Record<string, unknown>>();

/** Made once per schema: `parseWithZod` rebuilds its coerced copy of the whole schema on every parse. */
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

type KeysOf<T> = 0 extends 1 & T ? never : T extends unknown ? keyof T : never;

export { KEPT_VALUE_MAX };

export const TOO_MANY_GUESSES = REFUSALS.tooManyGuesses;

export async function requireGuessAllowed(context: AppLoadContext, kind: GuessKind, identity: string) {
  if (await context.guesses.allow(kind, { sessionId: context.session.id, identity })) return;
  context.log.warn({ kind }, "guess limit reached");
  throw refuse(429, TOO_MANY_GUESSES, context);
}

export async function requireCodeGuessAllowed(context: AppLoadContext, destinationKey: string) {
  if (await context.guesses.allowCodeGuess(context.session.id, destinationKey)) return;
  context.log.warn({ kind: "code" }, "guess limit reached");
  throw refuse(429, TOO_MANY_GUESSES, context);
}

const KEPT_SEALED = new Set(["birthMonth", "birthDay", "birthYear"]);

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

export function errorRedirect(key: string) {
  return redirect(`${pathOf("error")}?reason=${encodeURIComponent(key)}`, 303);
}
