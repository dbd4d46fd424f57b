// One applicant without JavaScript (plain posts, a cookie jar), each request to the next instance in
// turn, who applies, then checks the status and pays the deposit, while the Redis primary is SIGKILLed
// at one point of the way (test/redis-failover.test.ts, scripts/bench/failover.mjs). A 503 (the
// unavailable page) or a refused request is tried again as an applicant would ('Try again'), and how
// long it lasted is measured. What it reports: the answers lost, the bank calls each journey made.
import { DEBIT_CARD_FIELDS, FUND_LATER_ANSWERS, HOME_ADDRESS_FIELDS, TERMS_CONSENT } from "./applicant-answers.mjs";

const OTP = "123456"; // mocks/bank.ts MOCK_OTP_CODE
const UNAVAILABLE = "reach your application right now"; // app/domain/unavailable.ts, apostrophe-free part
const GIVE_UP_MS = 30_000;

/** Where the primary can be killed: while an answer is posted, between the code and the next step, during a bank call. */
export const KILL_POINTS = ["answering", "after-code", "submission", "payment"];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function applicant(bases) {
  let next = 0;
  let cookie = "";
  const seen = { unavailable: 0, errors: 0, longestUnavailableMs: 0 };

  async function once(path, init) {
    const base = bases[next++ % bases.length];
    const response = await fetch(`${base}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, ...(init.method === "POST" ? { origin: base } : {}), ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";")[0] ?? "";
      const name = pair.split("=")[0];
      cookie = [...cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`)), pair].join("; ");
    }
    return { status: response.status, location: response.headers.get("location"), html: await response.text() };
  }

  /** The request, tried again while the app answers 503 or 500, or the connection fails. */
  async function request(path, init = {}) {
    let since = null;
    for (;;) {
      const answer = await once(path, init).catch((error) => ({ status: 0, html: String(error) }));
      if (answer.status !== 503 && answer.status !== 500 && answer.status !== 0) {
        if (since !== null) seen.longestUnavailableMs = Math.max(seen.longestUnavailableMs, Date.now() - since);
        return answer;
      }
      if (answer.status === 503 && !answer.html.includes(UNAVAILABLE))
        throw new Error(`${path}: a 503 that is not the unavailable page`);
      if (answer.status === 503) seen.unavailable++;
      else seen.errors++;
      since ??= Date.now();
      if (Date.now() - since > GIVE_UP_MS) throw new Error(`${path}: still ${answer.status} after ${GIVE_UP_MS} ms`);
      await sleep(100);
    }
  }

  const post = (path, fields) =>
    request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  /** GETs `path`, following redirects and waiting out processing pages (path → where it checks again). */
  async function page(path, { processing = {} } = {}) {
    for (let hops = 0; hops < 60; hops++) {
      const answer = await request(path);
      if ([302, 303].includes(answer.status)) {
        const to = new URL(answer.location ?? "/", "http://x");
        path = to.pathname + to.search;
        continue;
      }
      if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
      if (!(path in processing)) return { path, html: answer.html };
      path = processing[path];
      await sleep(300);
    }
    throw new Error(`GET ${path}: no end to the redirects or the processing page`);
  }

  /** Posts `fields` (with the page's CSRF token) and expects a redirect; where it leads. */
  async function answer(path, html, fields, action = path) {
    const sent = await post(action, { csrf: csrfOf(html), ...fields });
    if (![302, 303].includes(sent.status))
      throw new Error(`POST ${action}: ${sent.status}\n${sent.html.slice(0, 400)}`);
    const to = new URL(sent.location ?? "/", "http://x");
    return to.pathname + to.search;
  }

  return { page, answer, seen };
}

function csrfOf(html) {
  const match = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(html);
  const token = match?.[1] ?? match?.[2];
  if (!token) throw new Error("no CSRF field on the page");
  return token;
}

function hidden(html, name) {
  const match = new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html);
  return match?.[1] ?? match?.[2] ?? "";
}

/** The answers of each later step, by the page's path (none on a page that only confirms). */
function stepFields(path, html) {
  if (path === "/debt-to-income") return { housingPayment: "1000", annualIncome: "90000" };
  if (path === "/credit-line") return { intent: "confirm", amount: hidden(html, "amount") };
  return FUND_LATER_ANSWERS[path] ?? {};
}

const PAYMENT_PROCESSING = {
  "/funding-payment?view=processing": "/funding-payment?view=processing&wait=1",
  "/funding-payment?view=processing&wait=1": "/funding-payment?view=processing&wait=1",
};

/** Answers given, as each page shows them again: the check that nothing was lost. */
const KEPT = {
  "/debt-to-income": [/value="1,?000(\.00)?"/, /value="90,?000(\.00)?"/],
  "/identity-verification": [/value="12 Main St"/, /value="Springfield"/, /value="62701"/],
};

/**
 * One journey on `bases` (the instances), `failOver()` started at `killAt` (one of KILL_POINTS, or
 * null for none). `bank` is the standalone mock's origin (its faults slow the call a kill interrupts;
 * its call counts give the calls this journey made: run journeys one at a time). Resolves to what
 * happened; throws only when the journey could not go on.
 */
export async function failoverJourney({ bases, bank, killAt, failOver, id }) {
  const a = applicant(bases);
  const calls = async () => (await (await fetch(`${bank}/__mock/calls`)).json()).calls;
  const slow = (call) =>
    fetch(`${bank}/__mock/settings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ faults: { [call]: { latencyMs: 1200, times: 1 } } }),
    });
  const before = await calls();
  /** @type {Promise<{ promotedAfterMs: number, killedPort: number, primaryPort: number }> | null} */
  let failover = null;
  const kill = (point) => {
    if (point === killAt) failover = failOver();
  };
  const email = `jane.${id}+wt_fnd@example.com`;

  const entry = await a.page("/Secured/Apply");
  let path = await a.answer(entry.path, entry.html, {
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: email,
    primaryPhone: "212-555-0143",
    otpMethod: "Email",
  });
  const otp = await a.page(path);
  path = await a.answer(otp.path, otp.html, { otpCode: OTP });
  kill("after-code");
  const answered = [];
  for (let step = 0; step < 20 && path !== "/terms-and-conditions"; step++) {
    const { path: at, html } = await a.page(path);
    if (at === "/terms-and-conditions") break;
    if (at === "/debt-to-income") kill("answering");
    path = await a.answer(at, html, stepFields(at, html));
    answered.push(at);
  }
  // Every answer is still there, whichever instance and primary serves the page.
  let answersLost = 0;
  for (const [at, patterns] of Object.entries(KEPT)) {
    const { path: shown, html } = await a.page(at);
    answersLost += shown === at ? patterns.filter((p) => !p.test(html)).length : patterns.length;
  }
  const terms = await a.page("/terms-and-conditions");
  if (killAt === "submission") await slow("submitLead");
  const submitting = a.answer(terms.path, terms.html, TERMS_CONSENT, "/submit-application");
  if (killAt === "submission") await sleep(400);
  kill("submission");
  const SUBMITTING = { processing: { "/submit-application": "/submit-application" } };
  let submitted = await a.page(await submitting, SUBMITTING);
  // On a loaded machine the primary can die before the post took the submission: the applicant is back
  // on terms with every answer, and presses Submit again, as a person would. Still one submitLead.
  if (submitted.path === "/terms-and-conditions") {
    submitted = await a.page(
      await a.answer(submitted.path, submitted.html, TERMS_CONSENT, "/submit-application"),
      SUBMITTING,
    );
  }
  if (!submitted.path.startsWith("/app-")) throw new Error(`the submission ended on ${submitted.path}`);

  // The status check and the deposit.
  const check = await a.page("/check-application-status");
  path = await a.answer(check.path, check.html, { emailAddress: email, last4SSN: "6789" });
  const code = await a.page(path);
  path = await a.answer(code.path, code.html, { intent: "verify", otpCode: OTP });
  const waiting = await a.page(path);
  if (waiting.path !== "/app-approved-waiting-for-funds") throw new Error(`the status check led to ${waiting.path}`);
  path = await a.answer(waiting.path, waiting.html, { fundToday: "on" });
  const form = await a.page(path);
  if (killAt === "payment") await slow("makePayment");
  const paying = a.answer(form.path, form.html, {
    paymentId: hidden(form.html, "paymentId"),
    ...DEBIT_CARD_FIELDS,
    ...HOME_ADDRESS_FIELDS,
  });
  if (killAt === "payment") await sleep(400);
  kill("payment");
  const paid = await a.page(await paying, { processing: PAYMENT_PROCESSING });

  const after = await calls();
  const made = (call) => (after[call] ?? 0) - (before[call] ?? 0);
  return {
    killAt,
    failover: failover ? await failover : null,
    answered,
    answersLost,
    endedOn: [submitted.path, paid.path],
    submitLead: made("submitLead"),
    makePayment: made("makePayment"),
    ...a.seen,
  };
}
