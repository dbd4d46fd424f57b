/**
 * Rolling deploys proven (issue 50 item 3, ADR 0008): the previous release and this tree's build run
 * side by side on one Redis and one bank, behind a proxy that sends each request to the other one.
 * An applicant without JavaScript goes from the first page to the submitted application while every
 * step crosses between versions in both directions (old → new: a deploy; new → old: a rollback):
 * no answer is lost, no session ends early, the application reaches the bank once.
 *
 * The previous release is PREVIOUS_RELEASE in scripts/previous-release.mjs (a pinned commit; move it
 * on when a release is cut). Its build is cached by commit id in
 * node_modules/.cache/previous-release/<sha>/ and never rebuilt: `npm test` prepares it in a stage of
 * its own before the unit tests; run alone, this test builds it first when it is missing (a tree from
 * `git archive` and `npm run build` there, with this checkout's node_modules when the lock file and
 * the patches are the same, else its own `npm install`).
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandaloneMock, type StandaloneMock } from "../mocks/standalone";
import { TERMS_CONSENT } from "../scripts/lib/applicant-answers.mjs";
import { ensurePreviousRelease, PREVIOUS_RELEASE } from "../scripts/previous-release.mjs";
import { pathOf, startApplication, stepFields, walkSteps } from "./no-js-journey";
import { startRedisServer, type RedisServer } from "./redis-server";
import { browser, csrfOf, freePort, startServer, type ServerProcess } from "./server-process";

const VERSIONS = ["previous", "current"] as const;
type Version = (typeof VERSIONS)[number];

let redis: RedisServer;
let bank: StandaloneMock;
let servers: Record<Version, ServerProcess>;
let proxy: { url: string; server: Server; startWith(version: Version): void; served: Version[] };

/** Each request to the other version than the one before: every step is a deploy's or a rollback's crossing. */
async function startProxy() {
  let next = 0;
  const served: Version[] = [];
  const server = createServer((req, res) => {
    const version = VERSIONS[next++ % VERSIONS.length]!;
    served.push(version);
    const target = new URL(servers[version].url);
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    served,
    startWith: (version: Version) => {
      next = VERSIONS.indexOf(version);
      served.length = 0;
    },
  };
}

beforeAll(async () => {
  const previous = ensurePreviousRelease(PREVIOUS_RELEASE);
  redis = await startRedisServer();
  bank = await startStandaloneMock({ port: 0, host: "127.0.0.1", notify: () => {} });
  const env = {
    SESSION_STORE: redis.url,
    SESSION_SECRET: "rolling-deploy-test-secret-0123456789abcdef",
    UPSTREAM_API_URL: bank.url,
    RATE_LIMIT_POSTS_PER_MINUTE: "100000",
    RATE_LIMIT_OTP_PER_MINUTE: "100000",
  };
  const [old, current] = await Promise.all([startServer(env, previous), startServer(env)]);
  servers = { previous: old!, current: current! };
  proxy = await startProxy();
}, 600_000);

afterAll(async () => {
  proxy?.server.close();
  await Promise.all(Object.values(servers ?? {}).map((server) => server.stop()));
  await bank?.close();
  await redis?.destroy();
}, 30_000);

/** What the applicant answers, step by step (no JavaScript: each form as posted). */
const ANSWERS: Record<string, Record<string, string>> = {
  "/debt-to-income": { housingPayment: "1250", annualIncome: "84000" },
  "/identity-verification": {
    firstName: "Rolling",
    lastName: "Deploy",
    birthMonth: "03",
    birthDay: "14",
    birthYear: "1988",
    ssn: "123-45-6789",
    ssnConfirm: "123-45-6789",
    addressLine1: "77 Harbor Rd",
    addressLine2: "Apt 5",
    city: "Springfield",
    state: "IL",
    zipCode: "62704",
  },
  "/mailing-address": { mailToType: "home" },
  "/funding-source": { fundingType: "FDL" },
};

/**
 * One applicant without JavaScript, every request through the proxy: the session ids its cookie
 * carried (in order, each once) and every redirect's target.
 */
function applicant() {
  const b = browser(() => proxy.url);
  const ids: string[] = [];
  const locations: string[] = [];
  const seen = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const id = /^(?:__Host-)?sid=([^.;]+)\./.exec(header)?.[1];
      if (id && ids.at(-1) !== id) ids.push(id);
    }
    const location = response.headers.get("location");
    if (location) locations.push(location);
    return response;
  };
  return {
    ids,
    locations,
    request: async (path: string) => seen(await b.request(path)),
    post: async (path: string, fields: Record<string, string>) => seen(await b.post(path, fields)),
  };
}

/** The journey from the first page to the terms page, on whichever version each request reaches. */
async function toTheTerms(a: ReturnType<typeof applicant>, email: string): Promise<void> {
  await startApplication(a, {
    firstName: "Rolling",
    lastName: "Deploy",
    emailAddress: email,
    primaryPhone: "212-555-0177",
  });
  const seen = await walkSteps(a, "/debt-to-income", (path) => path === "/terms-and-conditions", stepFields(ANSWERS));
  expect(seen.at(-1)).toBe("/terms-and-conditions");
}

/** The attributes of each `<input>` named `name`, whatever their order. */
function inputsNamed(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(/<input\b[^>]*>/g)]
    .map(([tag]) =>
      Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, value!])),
    )
    .filter((attributes) => attributes.name === name);
}

/** What the page shows in a field: a text input's value, a checked radio's, a select's chosen option. */
function shown(html: string, name: string): string | undefined {
  const inputs = inputsNamed(html, name);
  if (inputs.length)
    return (inputs.find((input) => "checked" in input) ?? (inputs.length === 1 ? inputs[0] : undefined))?.value;
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? "";
  const option = [...select.matchAll(/<option\b[^>]*>/g)].find(([tag]) => tag.includes('selected=""'))?.[0];
  return option && /value="([^"]*)"/.exec(option)?.[1];
}

/** Every answer given, read back on its own page (each on whichever version the request reaches). */
async function expectEveryAnswerKept(a: ReturnType<typeof applicant>) {
  const income = await (await a.request("/debt-to-income")).text();
  expect([shown(income, "housingPayment"), shown(income, "annualIncome")].map((v) => v?.replace(/,/g, ""))).toEqual([
    "1250",
    "84000",
  ]);
  const identity = await (await a.request("/identity-verification")).text();
  // The date of birth is read back from the sealed SSN and birth date (never stored in clear); the
  // SSN itself is never shown again.
  const { ssn: _ssn, ssnConfirm: _confirm, ...shownAgain } = ANSWERS["/identity-verification"]!;
  expect(Object.fromEntries(Object.keys(shownAgain).map((name) => [name, shown(identity, name)]))).toEqual(shownAgain);
  expect(shown(await (await a.request("/mailing-address")).text(), "mailToType")).toBe("home");
  expect(shown(await (await a.request("/funding-source")).text(), "fundingType")).toBe("FDL");
}

describe("the previous release and this one on one Redis, each request on the other", () => {
  it.each(VERSIONS)(
    "an application begun on the %s version: every answer kept, the session never ended, one submission",
    async (first) => {
      proxy.startWith(first);
      const a = applicant();
      const email = `rolling.${first}@example.com`;
      await toTheTerms(a, email);
      await expectEveryAnswerKept(a);

      const submissions = bank.bank.calls().submitLead ?? 0;
      const terms = await a.request("/terms-and-conditions");
      expect(terms.status).toBe(200);
      const consent = { csrf: csrfOf(await terms.text()), ...TERMS_CONSENT };
      const submitted = await a.post("/submit-application", consent);
      expect(submitted.status).toBe(303);
      const status = pathOf(submitted.headers.get("location"));
      expect(status).toMatch(/^\/app-/);
      expect((await a.request(status)).status).toBe(200);
      // A second submit (a reload of the terms' post) on the other version does not reach the bank again.
      expect((await a.post("/submit-application", consent)).status).toBe(303);
      expect(bank.bank.calls().submitLead ?? 0).toBe(submissions + 1);
      const application = [...bank.bank.applications.values()].find((app) => app.emailAddress === email);
      expect(application).toMatchObject({ firstName: "Rolling", lastName: "Deploy", last4: "6789" });

      // One session from the first page to the end: its id changed only where the code was verified
      // (against session fixation), and no page said it had ended.
      expect(a.ids).toHaveLength(2);
      expect(a.locations.filter((location) => location.includes("session-expired"))).toEqual([]);
      // Every request crossed to the other version: old → new (a deploy) and new → old (a rollback).
      const { served } = proxy;
      for (const version of VERSIONS) expect(served.filter((v) => v === version).length).toBeGreaterThanOrEqual(12);
      expect(served.every((version, i) => i === 0 || version !== served[i - 1])).toBe(true);
    },
  );
});
