import type { z } from "zod";
import { SESSION_REFRESH_MS } from "~/domain/constants";
import type { Logger } from "~/server/logger.server";
import { kindForStatus, UpstreamError } from "./errors";
import {
  bannerMessagesSchema,
  configurationSchema,
  createLeadResponseSchema,
  emptyResponseSchema,
  startSessionResponseSchema,
  verifyOtpResponseSchema,
  type Configuration,
} from "./schemas";

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
}

interface CallOptions<S extends z.ZodTypeAny> {
  method: "GET" | "POST";
  path: string;
  schema: S;
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Needs the user's upstream session (everything but configuration, banner and startSession). */
  authenticated?: boolean;
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

  constructor(
    private readonly options: BankApiOptions,
    private readonly session?: UpstreamSessionHolder,
  ) {
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** A client bound to one user's upstream session. */
  forSession(holder: UpstreamSessionHolder): BankApi {
    return new BankApi(this.options, holder);
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
    });
  }

  async verifyLeadOtp(request: { leadId: string; otpCode: string }): Promise<boolean> {
    const { isVerified } = await this.call("verifyLeadOtp", {
      method: "POST",
      path: "/api/security/verifyLeadOtp",
      schema: verifyOtpResponseSchema,
      body: request,
      authenticated: true,
    });
    return isVerified;
  }

  /** Starts the upstream session when missing; refreshes it every 18 minutes of use. */
  private async authHeader(): Promise<Record<string, string>> {
    if (!this.session) throw new Error("This call needs a client bound to a user session (forSession).");
    let state = this.session.get();
    if (!state) {
      state = await this.startSession();
    } else if (this.now() - state.refreshedAt >= SESSION_REFRESH_MS) {
      const headers = { authorization: `Bearer ${state.token}` };
      await this.send("refreshSession", { method: "GET", path: "/api/security/refreshSession", schema: emptyResponseSchema }, headers);
      state = { ...state, refreshedAt: this.now() };
      this.session.set(state);
    }
    return { authorization: `Bearer ${state.token}` };
  }

  private async call<S extends z.ZodTypeAny>(name: string, options: CallOptions<S>): Promise<z.infer<S>> {
    const headers = options.authenticated ? await this.authHeader() : {};
    try {
      return await this.send(name, options, headers);
    } catch (error) {
      if (error instanceof UpstreamError && (error.kind === "unauthorized" || error.kind === "forbidden")) {
        this.session?.set(undefined);
      }
      throw error;
    }
  }

  private async send<S extends z.ZodTypeAny>(
    name: string,
    options: CallOptions<S>,
    headers: Record<string, string>,
  ): Promise<z.infer<S>> {
    const attempts = options.method === "GET" ? 2 : 1;
    let lastError: UpstreamError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await this.once(name, options, headers);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        lastError = error;
        const retryable = error.kind === "timeout" || error.kind === "network" || error.kind === "serverError";
        if (!retryable) break;
      }
    }
    throw lastError;
  }

  private async once<S extends z.ZodTypeAny>(
    name: string,
    options: CallOptions<S>,
    headers: Record<string, string>,
  ): Promise<z.infer<S>> {
    const url = new URL(options.path, this.options.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== "") url.searchParams.set(key, value);
    }
    const started = this.now();
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: options.method,
        headers: {
          accept: "application/json",
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const kind = isTimeout(error) ? "timeout" : "network";
      this.options.log.warn({ call: name, kind, ms: this.now() - started }, "upstream call failed");
      throw new UpstreamError(kind, name);
    }
    this.options.log.debug({ call: name, statusCode: response.status, ms: this.now() - started }, "upstream call");
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(kindForStatus(response.status), name, response.status);
    }
    const text = await response.text();
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

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}
