import type { Locale } from "~/i18n/locales";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { logAnalyticsSink, userIdHasher, type AnalyticsSink, type UserIdOf } from "~/analytics/sink.server";
import { BANNER_POLL_MS, IDLE_TIMEOUT_MS } from "~/domain/constants";
import { CardVault } from "~/session/card-vault.server";
import { createSealer, type Sealer } from "~/session/crypto.server";
import { SessionManager } from "~/session/manager.server";
import type { RequestSession } from "~/session/request-session.server";
import { PaymentRuns } from "~/features/payment/payment-runs.server";
import { RedisSessionStore } from "~/session/redis-store.server";
import { FileSessionStore } from "~/session/file-store.server";
import { MemorySessionStore, type SessionStore } from "~/session/store.server";
import { BankApi, type ConfigurationQuery } from "~/upstream/client.server";
import type { Configuration } from "~/upstream/schemas";
import type { Redis } from "ioredis";
import { redisConnection, redisReplication, type Env } from "~/server/env.server";
import { auditDestination, createAudit, type Audit } from "~/server/observability/audit.server";
import { createBankObserver } from "~/server/observability/bank-events.server";
import { createMetrics, type Metrics } from "~/server/observability/metrics.server";
import { timedStore } from "~/server/observability/timed-store.server";
import { MemoryLocks, RedisLocks, type Locks } from "~/server/locks.server";
import type { Logger } from "~/server/logger.server";
import { GuessLimits, guessWindows, MemoryCounters } from "~/server/guess-limits.server";
import { RedisCounters } from "~/server/rate-limit-store.server";
import { createRedis, redisReachable } from "~/server/redis.server";
import { TtlCache } from "~/server/ttl-cache.server";

/** Everything a loader or action may use, created once at start-up. */
export interface AppServices {
  env: Env;
  log: Logger;
  sealer: Sealer;
  sessions: SessionManager;
  store: SessionStore;
  bank: BankApi;
  /** Configuration per query (utm values), cached 60 s. */
  configuration(query?: ConfigurationQuery): Promise<Configuration>;
  /** Whether `configuration(query)` would answer without a bank call. */
  hasConfiguration(query: ConfigurationQuery): boolean;
  /** Service-outage banner messages, cached 60 s. */
  banner(): Promise<string[]>;
  /** Debit card data in memory only, keyed by session id (never in a store). */
  cards: CardVault;
  /** Deposit payments running in this process, by session id (their answers wait here to be collected). */
  payments: PaymentRuns;
  /** Guessing limits per session and identity (codes, status checks). */
  guesses: GuessLimits;
  /** SPEC §3 user_id: a keyed hash of the email. */
  userIdOf: UserIdOf;
  /** Locks with expiry: across every instance with Redis, in this process otherwise (docs/decisions/0080). */
  locks: Locks;
  /** The shared Redis (sessions, locks, rate-limit counters), or null with the file and memory stores. */
  redis: Redis | null;
  /** Readiness: Redis answers (when used) and configuration can be loaded. */
  readiness(): Promise<Readiness>;
  /** Closes the Redis connection (graceful shutdown). */
  close(): Promise<void>;
  /** Server-side analytics events (structured log lines by default). */
  analytics: AnalyticsSink;
  /** Prometheus metrics (served on METRICS_PORT only). */
  metrics: Metrics;
  /** The audit trail (AUDIT_LOG). */
  audit: Audit;
  /** Whether configuration says maintenance (false when configuration cannot be read). */
  isMaintenance(): Promise<boolean>;
  /** Forget cached configuration and banner (the mock's control switches use it). */
  clearCaches(): void;
  /** The product's public site, where 'Ok, Got it' leads. */
  homeUrl: string;
  now: () => number;
}

export interface Readiness {
  ready: boolean;
  redis: "ok" | "unreachable" | "not used";
  configuration: "ok" | "unavailable";
}

/** Per request: the services plus the CSP nonce and the loaded session. */
export interface RequestContext extends AppServices {
  nonce: string;
  session: RequestSession;
  /** Whom per-IP budgets count: `clientKey` of Express's req.ip (TRUST_PROXY decides it), an IPv6 client's /64. */
  clientIp: string;
  /** GET, HEAD or POST (others are refused before Remix). */
  method?: string;
  /** The request's language (session choice, else Accept-Language); absent means English (issue 16). */
  locale?: Locale;
  /** The request renders a document (not a client navigation's `.data`): its texts go by reference (ADR 0160). */
  rendersDocument?: boolean;
}

declare module "@remix-run/node" {
  interface AppLoadContext extends RequestContext {}
}

export const CONFIGURATION_TTL_MS = 60_000;

/** In development without SESSION_SECRET a random secret is kept in .data so sessions survive restarts. */
function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = ".data/dev-session-secret";
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function createServices(options: {
  env: Env;
  log: Logger;
  upstreamUrl: string;
  now?: () => number;
  store?: SessionStore;
  /** A Redis client to use instead of one made from SESSION_STORE or REDIS_SENTINELS (tests). */
  redis?: Redis;
  analytics?: AnalyticsSink;
  /** The address autocomplete provider; default ADDRESS_PROVIDER_URL/KEY from the environment. */
  addressProvider?: { url: string; key: string };
  /** Default: a registry without the process metrics (the server passes one with them). */
  metrics?: Metrics;
  /** Default: AUDIT_LOG. */
  audit?: Audit;
}): AppServices {
  const { env, log } = options;
  const now = options.now ?? Date.now;
  const secret = sessionSecret(env);
  const sealer = createSealer(secret, env.SESSION_SECRET_PREVIOUS);
  const connection = redisConnection(env);
  const redis = options.redis ?? (connection ? createRedis(connection, log) : null);
  const replication = redisReplication(env);
  const metrics = options.metrics ?? createMetrics({ defaults: false });
  const audit =
    options.audit ?? createAudit(auditDestination(env.AUDIT_LOG), (e) => metrics.auditEvents.inc({ action: e.action }));
  const store =
    options.store ??
    (redis
      ? new RedisSessionStore(redis, sealer, Date.now, replication)
      : env.SESSION_STORE === "memory"
        ? new MemorySessionStore()
        : new FileSessionStore(env.SESSION_STORE.slice(5), sealer));
  const locks: Locks = redis ? new RedisLocks(redis, replication) : new MemoryLocks();
  const idleMs = env.TEST_IDLE_TIMEOUT_SECONDS ? env.TEST_IDLE_TIMEOUT_SECONDS * 1000 : IDLE_TIMEOUT_MS;
  const cards = new CardVault(idleMs, now);
  const sessions = new SessionManager({
    store: timedStore(store, metrics),
    sealer,
    secure: env.NODE_ENV === "production",
    idleMs,
    now,
    // A card typed in a session goes with it: a sign-out or a bank's 401/403 leaves none behind.
    onRetired: (id, nextId) => (nextId ? cards.move(id, nextId) : cards.delete(id)),
  });
  const addressProvider =
    options.addressProvider ??
    (env.ADDRESS_PROVIDER_URL ? { url: env.ADDRESS_PROVIDER_URL, key: env.ADDRESS_PROVIDER_KEY ?? "" } : undefined);
  const bank = new BankApi({
    baseUrl: options.upstreamUrl,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    log,
    now,
    addressProvider,
    observer: createBankObserver(metrics, audit),
  });
  const configCache = new TtlCache<Configuration>(CONFIGURATION_TTL_MS, now);
  const bannerCache = new TtlCache<string[]>(BANNER_POLL_MS, now);

  return {
    env,
    log,
    sealer,
    sessions,
    store,
    bank,
    now,
    homeUrl: env.HOME_SITE_URL ?? "/",
    analytics: options.analytics ?? logAnalyticsSink(log),
    metrics,
    audit,
    cards,
    userIdOf: userIdHasher(secret),
    guesses: new GuessLimits(
      redis ? new RedisCounters(redis) : new MemoryCounters(now),
      (identity) => sealer.sign(`guess:${identity}`),
      guessWindows({
        perSession: env.GUESS_LIMIT_PER_SESSION,
        perIdentityHour: env.GUESS_LIMIT_PER_IDENTITY_HOUR,
        perIdentityDay: env.GUESS_LIMIT_PER_IDENTITY_DAY,
        codeSendsHour: env.CODE_SENDS_PER_DESTINATION_HOUR,
        codeSendsDay: env.CODE_SENDS_PER_DESTINATION_DAY,
        campaignCallsPerIp: env.RATE_LIMIT_CAMPAIGN_CALLS_PER_MINUTE,
        newSessionsPerIp: env.RATE_LIMIT_NEW_SESSIONS_PER_MINUTE,
      }),
    ),
    payments: new PaymentRuns({}, locks),
    locks,
    redis,
    readiness: async () => {
      const [redisOk, configurationOk] = await Promise.all([
        redis ? redisReachable(redis) : Promise.resolve(null),
        configCache
          .get(JSON.stringify({}), () => bank.configuration({}))
          .then(
            () => true,
            () => false,
          ),
      ]);
      return {
        ready: redisOk !== false && configurationOk,
        redis: redisOk === null ? "not used" : redisOk ? "ok" : "unreachable",
        configuration: configurationOk ? "ok" : "unavailable",
      };
    },
    close: async () => {
      await redis?.quit().catch(() => redis.disconnect());
    },
    configuration: (query = {}) => configCache.get(JSON.stringify(query), () => bank.configuration(query)),
    hasConfiguration: (query) => configCache.has(JSON.stringify(query)),
    banner: () => bannerCache.get("banner", () => bank.bannerMessages()),
    isMaintenance: () =>
      configCache
        .get(JSON.stringify({}), () => bank.configuration({}))
        .then((c) => c.isMaintenance)
        .catch(() => false),
    clearCaches: () => {
      configCache.clear();
      bannerCache.clear();
    },
  };
}
