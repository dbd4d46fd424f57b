// What every mock handler shares: reading the bearer token and a JSON body, the error answers, the
// fault switches and session check around each call, and the answer shapes built from a record.
import { delay, http, HttpResponse, type HttpResponseResolver } from "msw";
import type { z } from "zod";
import { balanceOf, DOC_FLAGS, type DocFlag, type MockApplication, type MockBank } from "./bank";
import { contractIssues } from "./bank-contract";

/** What the mock prints instead of sending a text or an email (development only). */
export type MockNotifier = (message: string) => void;

export interface HandlerContext {
  bank: MockBank;
  notify: MockNotifier;
  base: string;
  addressBase: string;
  /** Applies the fault switch for a call, then the authentication check, then the resolver. */
  route(call: string, authenticated: boolean, resolver: HttpResponseResolver): HttpResponseResolver;
  /** The application named by the path or body, if this session may see it. */
  application(request: Request, applicationId: string): ReturnType<MockBank["access"]>;
}

export function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7) : null;
}

type Issues = ReturnType<typeof contractIssues>;
export type Parsed<T> = { ok: true; data: T } | { ok: false; issues: Issues };

/** A JSON value against the bank's schema for it (bank-contract.ts): the data, or where it breaks the contract. */
export function parseAs<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, json: unknown): Parsed<T> {
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: contractIssues(parsed.error) };
}

export async function jsonBody<T>(request: Request, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Promise<Parsed<T>> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { ok: false, issues: [{ path: "", code: "invalid_json", message: "Expected a JSON body" }] };
  }
  return parseAs(schema, json);
}

/** A 400, with the paths of the fields that broke the contract (never their values). */
export const badRequest = (message = "Bad request", issues?: Issues) =>
  HttpResponse.json(issues ? { message, issues } : { message }, { status: 400 });

/** An answer checked against the bank's own schema for it before it goes out (bank-contract.ts). */
export function answer<S extends z.ZodTypeAny>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, init);
}
export const forbidden = () => new HttpResponse(null, { status: 403 });
export const notFound = () => HttpResponse.json({ message: "Not found" }, { status: 404 });

const yn = (v: boolean | undefined): "Y" | "N" => (v ? "Y" : "N");

function responseObjects(app: MockApplication) {
  return {
    creditLimit: app.creditLimit,
    ...(Object.fromEntries(DOC_FLAGS.map((flag) => [flag, yn(app.docFlags[flag])])) as Record<DocFlag, "Y" | "N">),
  };
}

export function decisions(bank: MockBank, app: MockApplication) {
  return {
    applicationID: app.applicationId,
    leadID: app.leadId,
    responseCode: app.status,
    creditLimit: app.creditLimit,
    currentBalance: balanceOf(app),
    incentiveValue: app.incentiveValue,
    daysLeftToFund: bank.daysLeftToFund(app),
    fundingHistory: app.fundingHistory.map((f) => ({ amountReceived: f.amountReceived })),
    responseObjects: responseObjects(app),
  };
}

export function statusItem(app: MockApplication) {
  return {
    applicationID: app.applicationId,
    responseCode: app.status,
    prn: app.prn,
    productName: app.productName,
    firstName: app.firstName,
    primaryPhone: app.primaryPhone,
    phoneConsent: app.phoneConsent,
    leadID: app.leadId,
    submittedDateUtc: new Date(app.submittedAt).toISOString(),
    incentive: app.incentiveValue,
    incentiveId: app.incentiveId,
    incentiveName: app.incentiveName,
    responseObjects: responseObjects(app),
  };
}

export function handlerContext(
  bank: MockBank,
  notify: MockNotifier,
  base: string,
  addressBase: string,
): HandlerContext {
  /** Applies the fault switch for a call, then the authentication check, then the resolver. */
  const route: HandlerContext["route"] =
    (call: string, authenticated: boolean, resolver: HttpResponseResolver): HttpResponseResolver =>
    async (info) => {
      bank.recordCall(call);
      const fault = bank.takeFault(call);
      if (fault?.latencyMs) await delay(fault.latencyMs);
      if (fault?.kind === "timeout") await delay("infinite");
      if (fault?.kind === "500") return HttpResponse.json({ message: "Server error" }, { status: 500 });
      if (fault?.kind === "400") return badRequest();
      if (fault?.kind === "401") return new HttpResponse(null, { status: 401 });
      if (fault?.kind === "403") return forbidden();
      if (fault?.kind === "malformed")
        return new HttpResponse("{not json", { headers: { "content-type": "application/json" } });
      if (fault?.kind === "shape") return HttpResponse.json(["unexpected", "shape"]);
      if (authenticated && !bank.isSession(bearer(info.request))) return new HttpResponse(null, { status: 401 });
      return resolver(info);
    };

  /** The application named by the path or body, if this session may see it. */
  const application: HandlerContext["application"] = (request, applicationId) => {
    const token = bearer(request) ?? "";
    return bank.access(token, applicationId);
  };

  return { bank, notify, base, addressBase, route, application };
}

/**
 * Authenticated POSTs of the bank API with a JSON body: a body that does not match the call's
 * schema is answered 400 before the handler runs, as the bank does.
 */
export function jsonPoster({ base, route }: Pick<HandlerContext, "base" | "route">) {
  return <T>(
    /** The call's path; its last segment names the call (fault switches, call records). */
    path: string,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    handle: (body: T, info: Parameters<HttpResponseResolver>[0]) => ReturnType<HttpResponseResolver>,
  ) =>
    http.post(
      `${base}${path}`,
      route(path.slice(path.lastIndexOf("/") + 1), true, async (info) => {
        const body = await jsonBody(info.request, schema);
        return body.ok ? handle(body.data, info) : badRequest("The request breaks the contract", body.issues);
      }),
    );
}
