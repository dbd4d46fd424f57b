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

export interface AppServices {
  env: Env;
  log: Logger;
  sealer: Sealer;
  sessions: SessionManager;
  store: SessionStore;
  bank: BankApi;
  configuration(query?: ConfigurationQuery): Promise<Configuration>;
  hasConfiguration(query: ConfigurationQuery): boolean;
  banner(): Promise<string[]>;
  /** In memory only, never in a store. */
  cards: CardVault;
  payments: PaymentRuns;
  guesses: GuessLimits;
  /** SPEC §3 user_id: a keyed hash of the email. */
  userIdOf: UserIdOf;
  locks: Locks;
  redis: Redis | null;
  readiness(): Promise<Readiness>;
  close(): Promise<void>;
  analytics: AnalyticsSink;
  metrics: Metrics;
  audit: Audit;
  isMaintenance(): Promise<boolean>;
  clearCaches(): void;
  homeUrl: string;
  now: () => number;
}

export interface Readiness {
  ready: boolean;
  redis: "ok" | "unreachable" | "not used";
  configuration: "ok" | "unavailable";
}

export interface RequestContext extends AppServices {
  nonce: string;
  session: RequestSession;
  clientIp: string;
  method?: string;
  locale?: Locale;
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
  redis?: Redis;
  analytics?: AnalyticsSink;
  addressProvider?: { url: string; key: string };
  metrics?: Metrics;
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
