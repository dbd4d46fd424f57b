import type { z } from "zod";
import { SpanKind } from "@opentelemetry/api";
import { SESSION_REFRESH_MS } from "~/domain/constants";
import type { Logger } from "~/server/logger.server";
import { outboundHeaders } from "~/server/observability/context.server";
import { inSpan } from "~/server/observability/tracing.server";
import { attemptOutcome, type BankCallFacts, type BankObserver } from "~/server/observability/bank-events.server";
import { kindForStatus, UpstreamError, type UpstreamFieldError } from "./errors";
import { multipartBody } from "./multipart.server";
import {
  emailCorrectionRequestSchema,
  makePaymentRequestSchema,
  submitLeadRequestSchema,
  DEBIT_RESULT_FIELDS,
  type EmailCorrectionRequest,
  type MakePaymentRequest,
  type SetAffiliateInfoRequest,
  type SubmitLeadRequest,
  type UploadDocumentsRequest,
  type WithdrawApplicationRequest,
} from "./requests";
import {
  addressLookupResponseSchema,
  affiliateInfoResponseSchema,
  applicationsStatusResponseSchema,
  bannerMessagesSchema,
  calculateIncomeResponseSchema,
  configurationSchema,
  createLeadResponseSchema,
  emptyResponseSchema,
  makePaymentResponseSchema,
  paymentStatusResponseSchema,
  sendCheckAppStatusOtpResponseSchema,
  startSessionResponseSchema,
  submitLeadResponseSchema,
  uploadDocumentsResponseSchema,
  validationErrorsSchema,
  verifyOtpResponseSchema,
  withdrawResponseSchema,
  type AddressSuggestion,
  type AffiliateInfo,
  type ApplicationStatus,
  type Configuration,
  type MakePaymentResponse,
  type PaymentStatus,
  type SendCheckAppStatusOtpResponse,
  type SubmitLeadResponse,
  type UploadDocumentsResult,
} from "./schemas";

export type {
  EmailCorrectionRequest,
  MakePaymentRequest,
  SetAffiliateInfoRequest,
  SubmitLeadRequest,
  UploadDocumentsRequest,
  WithdrawApplicationRequest,
} from "./requests";

export interface UpstreamSessionState {
  token: string;
  refreshedAt: number;
}

/** Where the per-user upstream session lives (our server session). */
export interface UpstreamSessionHolder {
  get(): UpstreamSessionState | undefined;
  set(state: UpstreamSessionState | undefined): void;
}

export interface BankApiOptions {
  baseUrl: string;
  timeoutMs: number;
  log: Logger;
  fetch?: typeof fetch;
  now?: () => number;
  /** Uploads carry up to 10 MB per file: their own, longer timeout (default 4 × timeoutMs, at least 60 s). */
  uploadTimeoutMs?: number;
  /** The US address autocomplete provider (SPEC §7 GET /lookup). Without it lookups answer []. */
  addressProvider?: { url: string; key: string };
  /** Metrics and the audit trail (app/server/observability). */
  observer?: BankObserver;
}

interface CallOptions<S extends z.ZodTypeAny> {
  method: "GET" | "POST";
  path: string;
  schema: S;
  body?: unknown;
  /** A streamed body (multipart upload) instead of JSON. */
  rawBody?: { stream: ReadableStream<Uint8Array>; contentType: string };
  query?: Record<string, string | undefined>;
  /** Needs the user's upstream session (everything but configuration, banner and startSession). */
  authenticated?: boolean;
  /** Idempotent GETs are retried once by default; POSTs never. */
  retry?: boolean;
  timeoutMs?: number;
  /** Another service than the bank (the address provider). */
  baseUrl?: string;
  /** Ids for the audit trail (never a request body). */
  facts?: BankCallFacts;
}

/** Address suggestions are cached for the life of the process (SPEC §7), up to this many searches. */
export const ADDRESS_CACHE_MAX = 5_000;
const ADDRESS_SEARCH_MAX = 100;

/** State shared by every per-user client made by `forSession`. */
interface SharedState {
  addressCache: Map<string, AddressSuggestion[]>;
}

export interface CreateLeadRequest {
  firstName: string;
  lastName: string;
  emailAddress: string;
  primaryPhone: string;
  primaryPhoneType: string;
  otpMethod: "Mobile" | "Email";
  phoneConsent: boolean;
  instanceId: number;
  productId: number;
  incentiveName: string | null;
  incentiveId: number | null;
}

export interface ConfigurationQuery {
  utmSourceName?: string;
  utmMediumName?: string;
  utmCampaignName?: string;
  cid?: string;
  nid?: string;
  downsell?: boolean;
}

/**
 * The bank API (SPEC §7). One method per call; every answer parsed with zod; a timeout on every
 * call; idempotent GETs retried once, POSTs never.
 */
export class BankApi {
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private readonly shared: SharedState;

  constructor(
    private readonly options: BankApiOptions,
    private readonly session?: UpstreamSessionHolder,
    shared?: SharedState,
  ) {
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.shared = shared ?? { addressCache: new Map() };
  }

  /** A client bound to one user's upstream session. */
  forSession(holder: UpstreamSessionHolder): BankApi {
    return new BankApi(this.options, holder, this.shared);
  }

  configuration(query: ConfigurationQuery = {}): Promise<Configuration> {
    const { downsell, ...rest } = query;
    return this.call("configuration", {
      method: "GET",
      path: "/api/configuration",
      schema: configurationSchema,
      query: { ...rest, downsell: downsell ? "true" : undefined },
    });
  }

  async bannerMessages(): Promise<string[]> {
    const list = await this.call("bannermessage", {
      method: "GET",
      path: "/api/application/bannermessage",
      schema: bannerMessagesSchema,
    });
    return list.map((b) => b.message).filter((m) => m.trim().length > 0);
  }

  async startSession(): Promise<UpstreamSessionState> {
    const { token } = await this.call("startSession", {
      method: "GET",
      path: "/api/security/startSession",
      schema: startSessionResponseSchema,
    });
    const state = { token, refreshedAt: this.now() };
    this.session?.set(state);
    return state;
  }

  async refreshSession(): Promise<void> {
    await this.call("refreshSession", {
      method: "GET",
      path: "/api/security/refreshSession",
      schema: emptyResponseSchema,
      authenticated: true,
    });
    const state = this.session?.get();
    if (state) this.session?.set({ ...state, refreshedAt: this.now() });
  }

  /** SPEC §4.6: NID/SID on an apply page. The answer goes back on the URL under its own keys. */
  setAffiliateInfo(request: SetAffiliateInfoRequest): Promise<AffiliateInfo> {
    const body = {
      Nid: request.Nid ?? null,
      Sid: request.Sid ?? null,
      Aid: request.Aid ?? null,
      Bid: request.Bid ?? null,
      Cid: request.Cid ?? null,
      Pid: request.Pid ?? null,
    };
    return this.call("setAffiliateInfo", {
      method: "POST",
      path: "/api/application/setAffiliateInfo",
      schema: affiliateInfoResponseSchema,
      body,
      authenticated: true,
    });
  }

  /**
   * US address suggestions through the provider's GET /lookup?key=…&search=… — on the server, so
   * the key never reaches the browser. Cached for the life of the process (bounded), never retried.
   */
  async lookupAddresses(search: string): Promise<AddressSuggestion[]> {
    const provider = this.options.addressProvider;
    const normalized = search.replace(/\s+/g, " ").trim().slice(0, ADDRESS_SEARCH_MAX);
    if (!provider || normalized.length === 0) return [];
    const key = normalized.toLowerCase();
    const cache = this.shared.addressCache;
    const hit = cache.get(key);
    if (hit) return hit;
    const suggestions = await this.send(
      "addressLookup",
      {
        method: "GET",
        baseUrl: provider.url,
        path: "lookup",
        query: { key: provider.key, search: normalized },
        schema: addressLookupResponseSchema,
        retry: false,
      },
      {},
    );
    if (cache.size >= ADDRESS_CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, suggestions);
    return suggestions;
  }

  createLead(request: CreateLeadRequest) {
    return this.call("createLead", {
      method: "POST",
      path: "/api/application/createLead",
      schema: createLeadResponseSchema,
      body: request,
      authenticated: true,
    });
  }

  async resendLeadOtp(request: { leadId: string; firstName: string; emailAddress: string; primaryPhone: string }) {
    await this.call("resendLeadOtp", {
      method: "POST",
      path: "/api/security/resendLeadOtp",
      schema: emptyResponseSchema,
      body: request,
      authenticated: true,
      facts: { leadId: request.leadId },
    });
  }

  async verifyLeadOtp(request: { leadId: string; otpCode: string }): Promise<boolean> {
    const { isVerified } = await this.call("verifyLeadOtp", {
      method: "POST",
      path: "/api/security/verifyLeadOtp",
      schema: verifyOtpResponseSchema,
      body: request,
      authenticated: true,
      facts: { leadId: request.leadId },
    });
    return isVerified;
  }

  /** SPEC §4.4: the product of a lead changed (downsell, switch card). Fire and forget: failures are logged. */
  async updateProduct(leadId: string, productId: number): Promise<void> {
    try {
      await this.call("updateProduct", {
        method: "POST",
        path: `/api/application/lead/${encodeURIComponent(leadId)}/updateProduct`,
        schema: emptyResponseSchema,
        body: { productId },
        authenticated: true,
      });
    } catch (error) {
      this.options.log.warn({ call: "updateProduct", err: error }, "updateProduct failed (ignored)");
    }
  }

  /** The annual income the housing payment calls for (the income step's warning). */
  async calculateIncome(monthlyHousingPayment: number): Promise<number> {
    const { calculatedIncome } = await this.call("calculateIncome", {
      method: "POST",
      path: "/api/application/calculateIncome",
      schema: calculateIncomeResponseSchema,
      body: { monthlyHousingPayment },
      authenticated: true,
    });
    return calculatedIncome;
  }

  /**
   * Submits the application (SPEC §7). The response code is a status code (SPEC §4.1). A 422 is
   * thrown as an UpstreamError of kind 'unprocessable' with the bank's `errors` attached.
   */
  async submitLead(request: SubmitLeadRequest): Promise<SubmitLeadResponse> {
    const parsed = this.checkRequest("submitLead", submitLeadRequestSchema, request);
    const nulls = Object.fromEntries(DEBIT_RESULT_FIELDS.map((key) => [key, null]));
    const body = { ...parsed, payment: { ...nulls, ...parsed.payment } };
    return this.call("submitLead", {
      method: "POST",
      path: "/api/application/submitLead",
      schema: submitLeadResponseSchema,
      body,
      authenticated: true,
      facts: { leadId: parsed.id, applicationId: parsed.applicationId ?? undefined },
    });
  }

  /**
   * submitLead as an email correction of an existing application (docs/decisions/0102): the
   * application and lead ids and the corrected email only. Answered as submitLead is.
   */
  async correctEmail(request: EmailCorrectionRequest): Promise<SubmitLeadResponse> {
    const body = this.checkRequest("submitLead", emailCorrectionRequestSchema, request);
    return this.call("submitLead", {
      method: "POST",
      path: "/api/application/submitLead",
      schema: submitLeadResponseSchema,
      body,
      authenticated: true,
      facts: { leadId: body.id, applicationId: body.applicationId },
    });
  }

  /**
   * Multipart upload of requested documents: ApplicationId, LeadId, files[i].Category, .Name, .File.
   * File contents are streamed to the bank as they are read; nothing is written to disk.
   */
  uploadDocuments(request: UploadDocumentsRequest): Promise<UploadDocumentsResult> {
    const fields: Parameters<typeof multipartBody>[0] = [
      { name: "ApplicationId", value: request.applicationId },
      { name: "LeadId", value: request.leadId },
    ];
    request.files.forEach((file, i) => {
      fields.push({ name: `files[${i}].Category`, value: file.category });
      fields.push({ name: `files[${i}].Name`, value: file.name });
      fields.push({
        name: `files[${i}].File`,
        file: { fileName: file.fileName, contentType: file.contentType, content: file.content },
      });
    });
    const { stream, contentType } = multipartBody(fields);
    return this.call("uploaddocuments", {
      method: "POST",
      path: "/api/application/uploaddocuments",
      schema: uploadDocumentsResponseSchema,
      rawBody: { stream, contentType },
      timeoutMs: this.options.uploadTimeoutMs ?? Math.max(60_000, this.options.timeoutMs * 4),
      authenticated: true,
      facts: {
        applicationId: request.applicationId,
        leadId: request.leadId,
        documents: request.files.map((f) => ({
          category: f.category,
          type: f.name,
          contentType: f.contentType,
          bytes: f.content instanceof Blob ? f.content.size : null,
        })),
      },
    });
  }

  /** Funds the deposit by debit card. The card data is only passed through, never kept or logged. */
  async makePayment(applicationId: string, request: MakePaymentRequest): Promise<MakePaymentResponse> {
    const body = this.checkRequest("makePayment", makePaymentRequestSchema, request);
    return this.call("makePayment", {
      method: "POST",
      path: `/api/application/${encodeURIComponent(applicationId)}/makePayment`,
      schema: makePaymentResponseSchema,
      body,
      authenticated: true,
      facts: { applicationId },
    });
  }

  /** `done.fundingHistory`, `done.incentiveValue`, `done.currentBalance`, `done.daysLeftToFund`. */
  async getApplicationPaymentStatus(applicationId: string): Promise<PaymentStatus> {
    const { done } = await this.call("getApplicationPaymentStatus", {
      method: "GET",
      path: `/api/application/${encodeURIComponent(applicationId)}/getApplicationPaymentStatus`,
      schema: paymentStatusResponseSchema,
      authenticated: true,
    });
    return done;
  }

  /** `done.checkAppResponseList` for the applicant verified by the check-status OTP. */
  async getApplicationsStatus(): Promise<ApplicationStatus[]> {
    const { done } = await this.call("getApplicationsStatus", {
      method: "GET",
      path: "/api/application/getApplicationsStatus",
      schema: applicationsStatusResponseSchema,
      authenticated: true,
    });
    return done.checkAppResponseList;
  }

  withdrawApplication(request: WithdrawApplicationRequest): Promise<{ responseCode: string }> {
    return this.call("withdrawApplication", {
      method: "POST",
      path: "/api/application/withdrawApplication",
      schema: withdrawResponseSchema,
      body: { applicationId: request.applicationId, withdrawReason: request.withdrawReason },
      authenticated: true,
      facts: { applicationId: request.applicationId },
    });
  }

  sendCheckAppStatusOtp(request: { emailAddress: string; last4SSN: string }): Promise<SendCheckAppStatusOtpResponse> {
    return this.call("sendCheckAppStatusOtp", {
      method: "POST",
      path: "/api/security/sendCheckAppStatusOtp",
      schema: sendCheckAppStatusOtpResponseSchema,
      body: { emailAddress: request.emailAddress, last4SSN: request.last4SSN },
      authenticated: true,
    });
  }

  async resendCheckAppStatusOtp(request: { emailAddress: string }): Promise<void> {
    await this.call("resendCheckAppStatusOtp", {
      method: "POST",
      path: "/api/security/resendCheckAppStatusOtp",
      schema: emptyResponseSchema,
      body: { emailAddress: request.emailAddress },
      authenticated: true,
    });
  }

  async verifyCheckAppStatusOtp(request: { emailAddress: string; otpCode: string }): Promise<boolean> {
    const { isVerified } = await this.call("verifyCheckAppStatusOtp", {
      method: "POST",
      path: "/api/security/verifyCheckAppStatusOtp",
      schema: verifyOtpResponseSchema,
      body: { emailAddress: request.emailAddress, otpCode: request.otpCode },
      authenticated: true,
    });
    return isVerified;
  }

  /**
   * A request that does not fit its schema is our own slip: it never leaves, and only the paths of
   * the offending fields are logged (never their values).
   */
  private checkRequest<S extends z.ZodTypeAny>(name: string, schema: S, request: unknown): z.infer<S> {
    const parsed = schema.safeParse(request);
    if (parsed.success) return parsed.data;
    this.options.log.error(
      { call: name, fields: parsed.error.issues.map((i) => i.path.join(".")) },
      "request does not match its schema; not sent",
    );
    throw new UpstreamError("badRequest", name);
  }

  /** Starts the upstream session when missing; refreshes it every 18 minutes of use. */
  private async authHeader(): Promise<Record<string, string>> {
    if (!this.session) throw new Error("This call needs a client bound to a user session (forSession).");
    let state = this.session.get();
    if (!state) {
      state = await this.startSession();
    } else if (this.now() - state.refreshedAt >= SESSION_REFRESH_MS) {
      const headers = { authorization: `Bearer ${state.token}` };
      await this.send(
        "refreshSession",
        { method: "GET", path: "/api/security/refreshSession", schema: emptyResponseSchema },
        headers,
      );
      state = { ...state, refreshedAt: this.now() };
      this.session.set(state);
    }
    return { authorization: `Bearer ${state.token}` };
  }

  private async call<S extends z.ZodTypeAny>(name: string, options: CallOptions<S>): Promise<z.infer<S>> {
    try {
      // Inside the try: a 401/403 while starting or refreshing the session ends it too.
      const headers = options.authenticated ? await this.authHeader() : {};
      const value: z.infer<S> = await this.send(name, options, headers);
      this.options.observer?.result(name, options.facts ?? {}, { ok: true, value });
      return value;
    } catch (error) {
      if (error instanceof UpstreamError && (error.kind === "unauthorized" || error.kind === "forbidden")) {
        this.session?.set(undefined);
      }
      this.options.observer?.result(name, options.facts ?? {}, {
        ok: false,
        kind: error instanceof UpstreamError ? error.kind : "other",
      });
      throw error;
    }
  }

  private async send<S extends z.ZodTypeAny>(
    name: string,
    options: CallOptions<S>,
    headers: Record<string, string>,
  ): Promise<z.infer<S>> {
    const attempts = (options.retry ?? options.method === "GET") ? 2 : 1;
    let lastError: UpstreamError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await this.traced(name, attempt, () => this.once(name, options, headers));
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        lastError = error;
        const retryable = error.kind === "timeout" || error.kind === "network" || error.kind === "serverError";
        if (!retryable) break;
      }
    }
    throw lastError;
  }

  /** A span per bank call (traces on): its context is the traceparent the bank receives. */
  private traced<T>(name: string, attempt: number, call: () => Promise<T>): Promise<T> {
    return inSpan(
      `bank ${name}`,
      { "bank.call": name, "bank.attempt": attempt },
      async (span) => {
        try {
          const value = await call();
          span.setAttribute("bank.outcome", "ok");
          return value;
        } catch (error) {
          span.setAttribute("bank.outcome", error instanceof UpstreamError ? error.kind : "other");
          throw error;
        }
      },
      SpanKind.CLIENT,
    );
  }

  private async once<S extends z.ZodTypeAny>(
    name: string,
    options: CallOptions<S>,
    headers: Record<string, string>,
  ): Promise<z.infer<S>> {
    const url = new URL(options.path.replace(/^\//, ""), withSlash(options.baseUrl ?? this.options.baseUrl));
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== "") url.searchParams.set(key, value);
    }
    const started = this.now();
    // Metrics read the real clock (tests move `now`).
    const startedAt = performance.now();
    let response: Response;
    try {
      const init: RequestInit & { duplex?: "half" } = {
        method: options.method,
        headers: {
          accept: "application/json",
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
          ...(options.rawBody ? { "content-type": options.rawBody.contentType } : {}),
          // x-request-id and traceparent: the bank's logs meet ours (not to the address provider).
          ...(options.baseUrl ? {} : outboundHeaders()),
          ...headers,
        },
        body: options.rawBody
          ? options.rawBody.stream
          : options.body !== undefined
            ? JSON.stringify(options.body)
            : undefined,
        signal: AbortSignal.timeout(options.timeoutMs ?? this.options.timeoutMs),
      };
      if (options.rawBody) init.duplex = "half";
      response = await this.fetchImpl(url, init);
    } catch (error) {
      const kind = isTimeout(error) ? "timeout" : "network";
      this.options.log.warn({ call: name, kind, ms: this.now() - started }, "upstream call failed");
      this.options.observer?.attempt(name, kind, performance.now() - startedAt);
      throw new UpstreamError(kind, name);
    }
    this.options.log.debug({ call: name, statusCode: response.status, ms: this.now() - started }, "upstream call");
    this.options.observer?.attempt(
      name,
      attemptOutcome(response.ok ? "ok" : kindForStatus(response.status)),
      performance.now() - startedAt,
    );
    if (!response.ok) {
      const errors = response.status === 422 ? await validationErrors(response) : [];
      // Not awaited: under the in-process MSW mock a body's cancel() never settles.
      void response.body?.cancel().catch(() => undefined);
      throw new UpstreamError(kindForStatus(response.status), name, response.status, errors);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const kind = isTimeout(error) ? "timeout" : "network";
      this.options.log.warn({ call: name, kind, ms: this.now() - started }, "upstream answer broke off");
      throw new UpstreamError(kind, name, response.status);
    }
    let json: unknown = null;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new UpstreamError("malformed", name, response.status);
      }
    }
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      this.options.log.warn(
        { call: name, issues: parsed.error.issues.map((i) => i.path.join(".")) },
        "upstream answer did not match its schema",
      );
      throw new UpstreamError("malformed", name, response.status);
    }
    return parsed.data;
  }
}

/** The `errors` list of a 422 answer; anything unreadable gives an empty list. */
async function validationErrors(response: Response): Promise<UpstreamFieldError[]> {
  try {
    const parsed = validationErrorsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.errors : [];
  } catch {
    return [];
  }
}

/** Paths are joined to the base URL keeping its own path (a gateway prefix), which needs a final slash. */
function withSlash(base: string): string {
  return base.endsWith("/") ? base : `${base}/`;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
