import { z } from "zod";
import { CODE_SENDS_PER_DESTINATION, GUESSES_PER_IDENTITY } from "~/domain/code-limits";

/** Every environment variable the server reads, validated once at start-up (README.md § Configuration). */
const booleanString = z.enum(["true", "false"]).transform((v) => v === "true");

const SENTINEL_ADDRESS = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):([1-9][0-9]{0,4})$/;

function sentinelAddress(entry: string, ctx: z.RefinementCtx): { host: string; port: number } {
  const [, host = "", port = ""] = SENTINEL_ADDRESS.exec(entry) ?? [];
  if (Number(port) > 65535) ctx.addIssue({ code: "custom", message: `${entry}: the port must be 1–65535` });
  return { host: host.replace(/^\[|\]$/g, ""), port: Number(port) };
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    /** Rotation: earlier secrets still open and verify what they made (docs/deploy.md). */
    SESSION_SECRET_PREVIOUS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.string().min(32, "each SESSION_SECRET_PREVIOUS secret must be at least 32 characters"))),
    SESSION_STORE: z
      .string()
      .regex(
        /^(memory|file:.+|rediss?:\/\/.+)$/,
        "SESSION_STORE must be 'memory', 'file:<directory>' or 'redis://…' / 'rediss://…'",
      )
      .refine((v) => !/^rediss?:/.test(v) || URL.canParse(v), "SESSION_STORE is not a valid redis:// URL")
      .optional(),
    REDIS_SENTINELS: z
      .string()
      .transform((v) =>
        v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(SENTINEL_ADDRESS, "each REDIS_SENTINELS entry must be host:port (an IPv6 host in brackets)")
              .transform(sentinelAddress),
          )
          .min(1, "REDIS_SENTINELS must name at least one host:port"),
      )
      .optional(),
    REDIS_SENTINEL_NAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, "REDIS_SENTINEL_NAME must be the master's name as Sentinel knows it")
      .optional(),
    REDIS_USERNAME: z.string().optional(),
    REDIS_PASSWORD: z.string().optional(),
    REDIS_SENTINEL_PASSWORD: z.string().optional(),
    REDIS_TLS: booleanString.optional(),
    /** Replicas a write or lock must reach before it counts (ADR 0080): 1 by default with Sentinel, else 0. */
    REDIS_WAIT_REPLICAS: z.coerce.number().int().min(0).max(5).optional(),
    REDIS_WAIT_MS: z.coerce.number().int().min(10).max(1500).default(500),
    UPSTREAM_API_URL: z.string().url().optional(),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    MOCKS: booleanString.optional(),
    MOCK_CONTROL: booleanString.optional(),
    ADDRESS_PROVIDER_URL: z.string().url().optional(),
    ADDRESS_PROVIDER_KEY: z.string().optional(),
    BRAND_NAME: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]{1,30}$/, "BRAND_NAME must be one word of letters and digits")
      .default("Meridian"),
    HOME_SITE_URL: z.string().url().optional(),
    CUSTOMER_SERVICE_PHONE: z.string().default("1-800-555-0199"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RATE_LIMIT_POSTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_OTP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_CAMPAIGN_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    GUESS_LIMIT_PER_IDENTITY_HOUR: z.coerce.number().int().min(1).default(GUESSES_PER_IDENTITY.hour.limit),
    GUESS_LIMIT_PER_IDENTITY_DAY: z.coerce.number().int().min(1).default(GUESSES_PER_IDENTITY.day.limit),
    CODE_SENDS_PER_DESTINATION_HOUR: z.coerce.number().int().min(1).default(CODE_SENDS_PER_DESTINATION.hour.limit),
    CODE_SENDS_PER_DESTINATION_DAY: z.coerce.number().int().min(1).default(CODE_SENDS_PER_DESTINATION.day.limit),
    GUESS_LIMIT_PER_SESSION: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: booleanString.default("false"),
    /** Never on the public port. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default("127.0.0.1"),
    AUDIT_LOG: z.string().default("stdout"),
    /** The OTel SDK reads the other standard OTEL_* variables itself. */
    OTEL_SDK_DISABLED: booleanString.optional(),
    OTEL_TRACES_EXPORTER: z.enum(["otlp", "console", "none"]).optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
    OTEL_SERVICE_NAME: z.string().optional(),
    /** Tests only; refused with a real bank. */
    TEST_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
  })
  .superRefine((env, ctx) => {
    redisRules(env, ctx);
    if (env.TEST_IDLE_TIMEOUT_SECONDS && env.UPSTREAM_API_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_IDLE_TIMEOUT_SECONDS"],
        message: "TEST_IDLE_TIMEOUT_SECONDS is for tests on the mock only; unset it or unset UPSTREAM_API_URL",
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET is required in production" });
    }
    if (!env.UPSTREAM_API_URL && env.MOCKS !== true) {
      ctx.addIssue({
        code: "custom",
        path: ["UPSTREAM_API_URL"],
        message: "UPSTREAM_API_URL is required in production (or set MOCKS=true to run on the development mock)",
      });
    }
  })
  // Applied after the checks, which must tell an unset SESSION_STORE from the default.
  .transform((env) => ({ ...env, SESSION_STORE: env.SESSION_STORE ?? "file:.data/sessions" }));

export type Env = z.infer<typeof envSchema>;

type RawEnv = {
  SESSION_STORE?: string;
  REDIS_SENTINELS?: unknown[];
  REDIS_SENTINEL_NAME?: string;
  REDIS_USERNAME?: string;
  REDIS_PASSWORD?: string;
  REDIS_SENTINEL_PASSWORD?: string;
  REDIS_TLS?: boolean;
  REDIS_WAIT_REPLICAS?: number;
};

/** Sentinel or one URL, never both, and no Redis setting left silently unused. */
function redisRules(env: RawEnv, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const sentinel = env.REDIS_SENTINELS !== undefined;
  if (sentinel && !env.REDIS_SENTINEL_NAME) {
    issue("REDIS_SENTINEL_NAME", "REDIS_SENTINELS needs REDIS_SENTINEL_NAME, the master's name in Sentinel");
  }
  if (!sentinel && env.REDIS_SENTINEL_NAME) {
    issue("REDIS_SENTINELS", "REDIS_SENTINEL_NAME needs REDIS_SENTINELS (host:port,host:port,…)");
  }
  if (sentinel && env.SESSION_STORE !== undefined) {
    issue(
      "SESSION_STORE",
      "set SESSION_STORE or REDIS_SENTINELS, not both: with Sentinel, sessions, locks and limits are in the primary it names",
    );
  }
  if (!sentinel) {
    for (const name of ["REDIS_USERNAME", "REDIS_PASSWORD", "REDIS_SENTINEL_PASSWORD", "REDIS_TLS"] as const) {
      if (env[name] !== undefined) {
        issue(
          name,
          `${name} is for REDIS_SENTINELS; with SESSION_STORE=redis://… the URL carries it (rediss:// for TLS)`,
        );
      }
    }
    if (env.REDIS_WAIT_REPLICAS && !/^rediss?:\/\//.test(env.SESSION_STORE ?? "")) {
      issue("REDIS_WAIT_REPLICAS", "REDIS_WAIT_REPLICAS needs Redis (SESSION_STORE=redis://… or REDIS_SENTINELS)");
    }
  }
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as a shell's `VAR=` usually means.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "env"}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function redisUrl(env: Env): string | null {
  return !env.REDIS_SENTINELS && /^rediss?:\/\//.test(env.SESSION_STORE) ? env.SESSION_STORE : null;
}

export type RedisConnection =
  | { kind: "url"; url: string }
  | {
      kind: "sentinel";
      sentinels: { host: string; port: number }[];
      name: string;
      username?: string;
      password?: string;
      sentinelPassword?: string;
      tls: boolean;
    };

export function redisConnection(env: Env): RedisConnection | null {
  if (env.REDIS_SENTINELS && env.REDIS_SENTINEL_NAME) {
    return {
      kind: "sentinel",
      sentinels: env.REDIS_SENTINELS,
      name: env.REDIS_SENTINEL_NAME,
      username: env.REDIS_USERNAME,
      password: env.REDIS_PASSWORD,
      sentinelPassword: env.REDIS_SENTINEL_PASSWORD,
      tls: env.REDIS_TLS ?? false,
    };
  }
  const url = redisUrl(env);
  return url ? { kind: "url", url } : null;
}

export function redisReplication(env: Env): { replicas: number; timeoutMs: number } {
  return { replicas: env.REDIS_WAIT_REPLICAS ?? (env.REDIS_SENTINELS ? 1 : 0), timeoutMs: env.REDIS_WAIT_MS };
}

export function usesMock(env: Env): boolean {
  return !env.UPSTREAM_API_URL;
}

/** With MOCKS=true in production only when MOCK_CONTROL=true, so a demo cannot be switched or skipped through. */
export function exposesMockControl(env: Env): boolean {
  if (!usesMock(env)) return false;
  return env.MOCK_CONTROL ?? env.NODE_ENV !== "production";
}
