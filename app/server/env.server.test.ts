import { describe, expect, it } from "vitest";
import {
  EnvError,
  exposesMockControl,
  parseEnv,
  redisConnection,
  redisReplication,
  redisUrl,
  usesMock,
} from "./env.server";

const SECRET = "k".repeat(32);

function errorOf(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("parseEnv accepted an invalid environment");
}

describe("parseEnv defaults", () => {
  it("gives documented defaults for an empty environment", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      SESSION_SECRET_PREVIOUS: [],
      SESSION_STORE: "file:.data/sessions",
      UPSTREAM_TIMEOUT_MS: 15_000,
      BRAND_NAME: "Meridian",
      CUSTOMER_SERVICE_PHONE: "1-800-555-0199",
      LOG_LEVEL: "info",
      RATE_LIMIT_POSTS_PER_MINUTE: 60,
      RATE_LIMIT_OTP_PER_MINUTE: 30,
      RATE_LIMIT_CAMPAIGN_CALLS_PER_MINUTE: 60,
      RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: 30,
      GUESS_LIMIT_PER_IDENTITY_HOUR: 10,
      GUESS_LIMIT_PER_IDENTITY_DAY: 50,
      CODE_SENDS_PER_DESTINATION_HOUR: 5,
      CODE_SENDS_PER_DESTINATION_DAY: 10,
      GUESS_LIMIT_PER_SESSION: 10,
      TRUST_PROXY: false,
      METRICS_HOST: "127.0.0.1",
      AUDIT_LOG: "stdout",
      REDIS_WAIT_MS: 500,
    });
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ PORT: "", SESSION_SECRET: "", NODE_ENV: "", MOCKS: "", UPSTREAM_API_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.SESSION_SECRET).toBeUndefined();
    expect(env.NODE_ENV).toBe("development");
    expect(env.MOCKS).toBeUndefined();
    expect(usesMock(env)).toBe(true);
  });

  it("ignores variables it does not know", () => {
    expect(parseEnv({ PATH: "/usr/bin", HOME: "/root" })).not.toHaveProperty("PATH");
  });

  it("parses the values it is given", () => {
    const env = parseEnv({
      NODE_ENV: "test",
      PORT: "8080",
      SESSION_SECRET: SECRET,
      SESSION_STORE: "memory",
      UPSTREAM_API_URL: "https://bank.example.com",
      UPSTREAM_TIMEOUT_MS: "2500",
      MOCKS: "false",
      TRUST_PROXY: "true",
      LOG_LEVEL: "silent",
      BRAND_NAME: "Acme2",
      RATE_LIMIT_POSTS_PER_MINUTE: "5",
    });
    expect(env).toMatchObject({
      NODE_ENV: "test",
      PORT: 8080,
      SESSION_SECRET: SECRET,
      SESSION_STORE: "memory",
      UPSTREAM_API_URL: "https://bank.example.com",
      UPSTREAM_TIMEOUT_MS: 2500,
      MOCKS: false,
      TRUST_PROXY: true,
      LOG_LEVEL: "silent",
      BRAND_NAME: "Acme2",
      RATE_LIMIT_POSTS_PER_MINUTE: 5,
    });
    expect(usesMock(env)).toBe(false);
    expect(parseEnv({ SESSION_STORE: "file:/var/lib/app/sessions" }).SESSION_STORE).toBe("file:/var/lib/app/sessions");
  });

  it("reads earlier session secrets for rotation, each as long as a secret must be", () => {
    expect(parseEnv({}).SESSION_SECRET_PREVIOUS).toEqual([]);
    const older = "b".repeat(32);
    expect(parseEnv({ SESSION_SECRET_PREVIOUS: ` ${SECRET}, ${older} ` }).SESSION_SECRET_PREVIOUS).toEqual([
      SECRET,
      older,
    ]);
    expect(errorOf({ SESSION_SECRET_PREVIOUS: `${SECRET},short` }).message).toContain(
      "each SESSION_SECRET_PREVIOUS secret must be at least 32 characters",
    );
  });
});

describe("Redis through Sentinel", () => {
  const SENTINELS = "10.0.0.1:26379, sentinel-b.internal:26380,[::1]:26381";

  it("names the sentinels, the master, its password and TLS; replicas confirm writes by default", () => {
    const env = parseEnv({
      REDIS_SENTINELS: SENTINELS,
      REDIS_SENTINEL_NAME: "sessions",
      REDIS_PASSWORD: "p@ss",
      REDIS_TLS: "true",
    });
    expect(redisConnection(env)).toEqual({
      kind: "sentinel",
      sentinels: [
        { host: "10.0.0.1", port: 26379 },
        { host: "sentinel-b.internal", port: 26380 },
        { host: "::1", port: 26381 },
      ],
      name: "sessions",
      password: "p@ss",
      tls: true,
    });
    expect(redisUrl(env)).toBeNull();
    expect(redisReplication(env)).toEqual({ replicas: 1, timeoutMs: 500 });
    expect(redisReplication(parseEnv({ SESSION_STORE: "redis://r:6379" }))).toEqual({ replicas: 0, timeoutMs: 500 });
    expect(
      redisReplication(parseEnv({ SESSION_STORE: "rediss://r:6379", REDIS_WAIT_REPLICAS: "1", REDIS_WAIT_MS: "200" })),
    ).toEqual({ replicas: 1, timeoutMs: 200 });
  });

  it("one Redis by URL is unchanged; no Redis at all is the file store", () => {
    expect(redisConnection(parseEnv({ SESSION_STORE: "redis://:pw@r:6379/0" }))).toEqual({
      kind: "url",
      url: "redis://:pw@r:6379/0",
    });
    expect(redisConnection(parseEnv({}))).toBeNull();
  });

  it.each([
    [{ REDIS_SENTINELS: SENTINELS }, "REDIS_SENTINEL_NAME: REDIS_SENTINELS needs REDIS_SENTINEL_NAME"],
    [{ REDIS_SENTINEL_NAME: "sessions" }, "REDIS_SENTINELS: REDIS_SENTINEL_NAME needs REDIS_SENTINELS"],
    [{ REDIS_SENTINELS: "10.0.0.1", REDIS_SENTINEL_NAME: "m" }, "each REDIS_SENTINELS entry must be host:port"],
    [{ REDIS_SENTINELS: "10.0.0.1:0", REDIS_SENTINEL_NAME: "m" }, "each REDIS_SENTINELS entry must be host:port"],
    [{ REDIS_SENTINELS: "a:26379,b:70000", REDIS_SENTINEL_NAME: "m" }, "b:70000: the port must be 1–65535"],
    [{ REDIS_SENTINELS: "http://a:26379", REDIS_SENTINEL_NAME: "m" }, "each REDIS_SENTINELS entry must be host:port"],
    [{ REDIS_SENTINELS: " , ", REDIS_SENTINEL_NAME: "m" }, "REDIS_SENTINELS must name at least one host:port"],
    [
      { REDIS_SENTINELS: SENTINELS, REDIS_SENTINEL_NAME: "m", SESSION_STORE: "redis://r:6379" },
      "SESSION_STORE: set SESSION_STORE or REDIS_SENTINELS, not both",
    ],
    [
      { REDIS_SENTINELS: SENTINELS, REDIS_SENTINEL_NAME: "m", SESSION_STORE: "file:.data/sessions" },
      "SESSION_STORE: set SESSION_STORE or REDIS_SENTINELS, not both",
    ],
    [
      { SESSION_STORE: "redis://r:6379", REDIS_PASSWORD: "pw" },
      "REDIS_PASSWORD: REDIS_PASSWORD is for REDIS_SENTINELS",
    ],
    [{ SESSION_STORE: "redis://r:6379", REDIS_TLS: "true" }, "REDIS_TLS: REDIS_TLS is for REDIS_SENTINELS"],
    [{ REDIS_WAIT_REPLICAS: "1" }, "REDIS_WAIT_REPLICAS needs Redis"],
  ])("refuses %j at start, never falling back to the file or memory store", (source, message) => {
    expect(errorOf(source).message).toContain(message);
  });
});

describe("production rules", () => {
  it("requires SESSION_SECRET", () => {
    const error = errorOf({ NODE_ENV: "production", UPSTREAM_API_URL: "https://bank.example.com" });
    expect(error.message).toContain("SESSION_SECRET: SESSION_SECRET is required in production");
  });

  it("requires UPSTREAM_API_URL unless MOCKS=true", () => {
    const error = errorOf({ NODE_ENV: "production", SESSION_SECRET: SECRET });
    expect(error.message).toMatch(/UPSTREAM_API_URL: UPSTREAM_API_URL is required in production \(or set MOCKS=true/);
    expect(errorOf({ NODE_ENV: "production", SESSION_SECRET: SECRET, MOCKS: "false" }).message).toContain(
      "UPSTREAM_API_URL",
    );

    const mocked = parseEnv({ NODE_ENV: "production", SESSION_SECRET: SECRET, MOCKS: "true" });
    expect(mocked.MOCKS).toBe(true);
    expect(usesMock(mocked)).toBe(true);

    const real = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      UPSTREAM_API_URL: "https://bank.example.com",
    });
    expect(usesMock(real)).toBe(false);
  });

  it("lists every problem at once", () => {
    const error = errorOf({ NODE_ENV: "production" });
    expect(error.message).toContain("SESSION_SECRET");
    expect(error.message).toContain("UPSTREAM_API_URL");
    expect(error.message.startsWith("Invalid configuration:\n")).toBe(true);
  });

  it("does not apply outside production", () => {
    expect(() => parseEnv({ NODE_ENV: "development" })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "test" })).not.toThrow();
  });
});

describe("invalid values give an EnvError naming the variable", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "65536"],
    ["PORT", "80.5"],
    ["PORT", "-1"],
    ["NODE_ENV", "staging"],
    ["SESSION_STORE", "mysql://localhost"],
    ["SESSION_STORE", "redis://"],
    ["SESSION_STORE", "redis://cache:port"],
    ["SESSION_STORE", "file:"],
    ["SESSION_STORE", "Memory"],
    ["UPSTREAM_API_URL", "not a url"],
    ["UPSTREAM_TIMEOUT_MS", "50"],
    ["UPSTREAM_TIMEOUT_MS", "soon"],
    ["MOCKS", "yes"],
    ["TRUST_PROXY", "1"],
    ["METRICS_PORT", "0"],
    ["LOG_LEVEL", "verbose"],
    ["BRAND_NAME", "Two Words"],
    ["HOME_SITE_URL", "example.com"],
    ["RATE_LIMIT_OTP_PER_MINUTE", "0"],
  ])("%s=%j", (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^  - ${name}: `, "m"));
  });

  it("explains a short SESSION_SECRET", () => {
    const error = errorOf({ SESSION_SECRET: "k".repeat(31) });
    expect(error.message).toContain("SESSION_SECRET: SESSION_SECRET must be at least 32 characters");
    expect(parseEnv({ SESSION_SECRET: SECRET }).SESSION_SECRET).toBe(SECRET);
  });

  it("explains a bad SESSION_STORE", () => {
    expect(errorOf({ SESSION_STORE: "mysql://cache:3306" }).message).toContain(
      "SESSION_STORE: SESSION_STORE must be 'memory', 'file:<directory>' or 'redis://…' / 'rediss://…'",
    );
  });

  it("takes redis:// and rediss:// (TLS) session stores; the others use no Redis", () => {
    expect(redisUrl(parseEnv({ SESSION_STORE: "redis://cache:6379/2" }))).toBe("redis://cache:6379/2");
    expect(redisUrl(parseEnv({ SESSION_STORE: "rediss://:pw@cache.example.com:6380" }))).toBe(
      "rediss://:pw@cache.example.com:6380",
    );
    expect(redisUrl(parseEnv({ SESSION_STORE: "memory" }))).toBeNull();
    expect(redisUrl(parseEnv({}))).toBeNull();
  });

  it("starts in production with only the secret, a Redis store and the bank", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      SESSION_STORE: "redis://cache:6379",
      UPSTREAM_API_URL: "https://bank.example.com",
    });
    expect(redisUrl(env)).toBe("redis://cache:6379");
    expect(usesMock(env)).toBe(false);
  });

  it("allows TEST_IDLE_TIMEOUT_SECONDS only on the mock", () => {
    expect(parseEnv({ TEST_IDLE_TIMEOUT_SECONDS: "30" }).TEST_IDLE_TIMEOUT_SECONDS).toBe(30);
    expect(errorOf({ TEST_IDLE_TIMEOUT_SECONDS: "30", UPSTREAM_API_URL: "https://bank.example.com" }).message).toMatch(
      /^ {2}- TEST_IDLE_TIMEOUT_SECONDS: .*mock only/m,
    );
    expect(errorOf({ TEST_IDLE_TIMEOUT_SECONDS: "1" }).message).toMatch(/^ {2}- TEST_IDLE_TIMEOUT_SECONDS: /m);
  });

  it("never prints the secret it rejects", () => {
    const short = "hunter2-secret-value";
    expect(errorOf({ SESSION_SECRET: short }).message).not.toContain(short);
  });
});

describe("the mock's test controls (/__mock)", () => {
  const SECRET = "s".repeat(40);
  it("are on with the mock in development and test", () => {
    expect(exposesMockControl(parseEnv({}))).toBe(true);
    expect(exposesMockControl(parseEnv({ NODE_ENV: "test" }))).toBe(true);
  });

  it("are off in a production demo on the mock unless MOCK_CONTROL=true", () => {
    expect(exposesMockControl(parseEnv({ NODE_ENV: "production", MOCKS: "true", SESSION_SECRET: SECRET }))).toBe(false);
    expect(
      exposesMockControl(
        parseEnv({ NODE_ENV: "production", MOCKS: "true", SESSION_SECRET: SECRET, MOCK_CONTROL: "true" }),
      ),
    ).toBe(true);
  });

  it("never exist with a real bank", () => {
    expect(exposesMockControl(parseEnv({ UPSTREAM_API_URL: "https://bank.example", MOCK_CONTROL: "true" }))).toBe(
      false,
    );
  });
});
