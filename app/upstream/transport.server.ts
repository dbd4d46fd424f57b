import type { z } from "zod";
import pRetry from "p-retry";
import { SpanKind } from "@opentelemetry/api";
import { SESSION_REFRESH_MS } from "~/domain/constants";
import type { Logger } from "~/server/logger.server";
import { outboundHeaders } from "~/server/observability/context.server";
import { inSpan } from "~/server/observability/tracing.server";
import { attemptOutcome, type BankCallFacts, type BankObserver } from "~/server/observability/bank-events.server";
import { kindForStatus, UpstreamError, type UpstreamErrorKind, type UpstreamFieldError } from "./errors";
import { endpointPath, ENDPOINTS, type AnswerOf, type Endpoint, type EndpointName } from "./endpoints";
import { AnswerTooLarge, MAX_ANSWER_BYTES, nodeHttp, type BankAnswer, type BankHttp } from "./http.server";
import { validationErrorsSchema } from "./schemas";

export interface UpstreamSessionState {
  token: string;
  refreshedAt: number;
}

export interface UpstreamSessionHolder {
  get(): UpstreamSessionState | undefined;
  set(state: UpstreamSessionState | undefined): void;
}

export interface BankApiOptions {
  baseUrl: string;
  timeoutMs: number;
  log: Logger;
  http?: BankHttp;
  now?: () => number;
  uploadTimeoutMs?: number;
  addressProvider?: { url: string; key: string };
  observer?: BankObserver;
}

export interface CallOptions<S extends z.ZodTypeAny> {
  method: "GET" | "POST";
  path: string;
  schema: S;
  body?: unknown;
  form?: FormData;
  query?: Record<string, string | undefined>;
  authenticated?: boolean;
  retry?: boolean;
  timeoutMs?: number;
  baseUrl?: string;
  facts?: BankCallFacts;
}

export const RETRY_BACKOFF_MS = 100;
const RETRYABLE = new Set<UpstreamErrorKind>(["timeout", "network", "serverError"]);

export class BankTransport {
  protected readonly http: BankHttp;
  protected readonly now: () => number;

  constructor(
    protected readonly options: BankApiOptions,
    protected readonly session?: UpstreamSessionHolder,
  ) {
    this.http = options.http ?? nodeHttp;
    this.now = options.now ?? Date.now;
  }

  async startSession(): Promise<UpstreamSessionState> {
    const { token } = await this.endpoint("startSession");
    const state = { token, refreshedAt: this.now() };
    this.session?.set(state);
    return state;
  }

  async refreshSession(): Promise<void> {
    await this.endpoint("refreshSession");
    const state = this.session?.get();
    if (state) this.session?.set({ ...state, refreshedAt: this.now() });
  }

  // Our own slip: never sent, and only the offending fields' paths are logged, never their values.
  protected checkRequest<S extends z.ZodTypeAny>(name: string, schema: S, request: unknown): z.infer<S> {
    const parsed = schema.safeParse(request);
    if (parsed.success) return parsed.data;
    this.options.log.error(
      { call: name, fields: parsed.error.issues.map((i) => i.path.join(".")) },
      "request does not match its schema; not sent",
    );
    throw new UpstreamError("badRequest", name);
  }

  private async authHeader(): Promise<Record<string, string>> {
    if (!this.session) throw new Error("This call needs a client bound to a user session (forSession).");
    let state = this.session.get();
    if (!state) {
      state = await this.startSession();
    } else if (this.now() - state.refreshedAt >= SESSION_REFRESH_MS) {
      const headers = { authorization: `Bearer ${state.token}` };
      await this.send("refreshSession", ENDPOINTS.refreshSession, headers);
      state = { ...state, refreshedAt: this.now() };
      this.session.set(state);
    }
    return { authorization: `Bearer ${state.token}` };
  }

  protected endpoint<N extends EndpointName>(
    name: N,
    extra: Omit<CallOptions<z.ZodTypeAny>, "method" | "path" | "schema" | "authenticated"> & {
      params?: Record<string, string>;
    } = {},
  ): Promise<AnswerOf<N>> {
    const { params, ...rest } = extra;
    const entry: Endpoint = ENDPOINTS[name];
    return this.call(name, { ...entry, ...rest, path: endpointPath(entry.path, params) });
  }

  protected async call<S extends z.ZodTypeAny>(name: string, options: CallOptions<S>): Promise<z.infer<S>> {
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

  protected send<S extends z.ZodTypeAny>(
    name: string,
    options: CallOptions<S>,
    headers: Record<string, string>,
  ): Promise<z.infer<S>> {
    const retries = (options.retry ?? options.method === "GET") ? 1 : 0;
    return pRetry((attempt) => this.traced(name, attempt, () => this.once(name, options, headers)), {
      retries,
      // A short pause, doubled per retry with jitter: a struggling bank is not hit again at once.
      minTimeout: RETRY_BACKOFF_MS,
      factor: 2,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof UpstreamError && RETRYABLE.has(error.kind),
    });
  }

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
    let answer: BankAnswer;
    try {
      const body = options.form ? await multipart(options.form) : undefined;
      answer = await this.http(url, {
        method: options.method,
        headers: {
          accept: "application/json",
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
          ...(body ? { "content-type": body.type } : {}),
          // x-request-id and traceparent: the bank's logs meet ours (not to the address provider).
          ...(options.baseUrl ? {} : outboundHeaders()),
          ...headers,
        },
        body: body ? body.bytes : options.body !== undefined ? JSON.stringify(options.body) : undefined,
        timeoutMs: options.timeoutMs ?? this.options.timeoutMs,
      });
    } catch (error) {
      const kind = isTimeout(error) ? "timeout" : "network";
      this.options.log.warn({ call: name, kind, ms: this.now() - started }, "upstream call failed");
      this.options.observer?.attempt(name, kind, performance.now() - startedAt);
      throw new UpstreamError(kind, name);
    }
    this.options.log.debug({ call: name, statusCode: answer.status, ms: this.now() - started }, "upstream call");
    this.options.observer?.attempt(
      name,
      attemptOutcome(answer.ok ? "ok" : kindForStatus(answer.status)),
      performance.now() - startedAt,
    );
    if (!answer.ok) {
      const errors = answer.status === 422 ? await validationErrors(answer) : [];
      if (answer.status !== 422) answer.discard();
      throw new UpstreamError(kindForStatus(answer.status), name, answer.status, errors);
    }
    let text: string;
    try {
      text = await answer.text();
    } catch (error) {
      if (error instanceof AnswerTooLarge) {
        this.options.log.warn(
          { call: name, statusCode: answer.status, limitBytes: MAX_ANSWER_BYTES },
          "upstream answer too large; not read",
        );
        throw new UpstreamError("malformed", name, answer.status);
      }
      const kind = isTimeout(error) ? "timeout" : "network";
      this.options.log.warn({ call: name, kind, ms: this.now() - started }, "upstream answer broke off");
      throw new UpstreamError(kind, name, answer.status);
    }
    let json: unknown = null;
    if (text.length > 0) {
      try {
        json = JSON.parse(text);
      } catch {
        // Its length only: the text may quote what an applicant sent.
        this.options.log.warn(
          { call: name, statusCode: answer.status, length: text.length },
          "upstream answer is not JSON",
        );
        throw new UpstreamError("malformed", name, answer.status);
      }
    }
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      this.options.log.warn(
        { call: name, issues: parsed.error.issues.map((i) => i.path.join(".")) },
        "upstream answer did not match its schema",
      );
      throw new UpstreamError("malformed", name, answer.status);
    }
    return parsed.data;
  }
}

async function validationErrors(answer: BankAnswer): Promise<UpstreamFieldError[]> {
  try {
    const parsed = validationErrorsSchema.safeParse(JSON.parse(await answer.text()));
    return parsed.success ? parsed.data.errors : [];
  } catch {
    return [];
  }
}

async function multipart(form: FormData): Promise<{ bytes: Uint8Array; type: string }> {
  const encoded = new Response(form);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    type: encoded.headers.get("content-type") ?? "multipart/form-data",
  };
}

// Joined keeping the base URL's own path (a gateway prefix), which needs a final slash.
function withSlash(base: string): string {
  return base.endsWith("/") ? base : `${base}/`;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
