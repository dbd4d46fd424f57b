// A cookie-keeping visitor without JavaScript that walks the app to the state a benchmark target
// needs (the same answers as test/cluster.test.ts). The bank is the in-process mock.
const MOCK_OTP_CODE = "123456"; // mocks/bank.ts

export function visitor(base) {
  let cookie = "";
  async function request(path, init = {}) {
    const response = await fetch(`${base}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";")[0] ?? "";
      const name = pair.split("=")[0];
      cookie = [...cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`)), pair].join("; ");
    }
    return response;
  }
  async function page(path) {
    const response = await request(path);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    return html;
  }
  async function post(path, fields) {
    const response = await request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams(fields).toString(),
    });
    await response.arrayBuffer();
    return response;
  }
  return { request, page, post, cookie: () => cookie };
}

/** The scripts a page names (its module preloads and entry), each once, in order. */
export const scriptsOf = (html) => [...new Set(html.match(/\/build\/[^"]+\.js/g))];

export function csrfOf(html) {
  const match = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(html);
  const token = match?.[1] ?? match?.[2];
  if (!token) throw new Error("no CSRF field on the page");
  return token;
}

async function expectRedirect(response, location, what) {
  const to = response.headers.get("location");
  if (![302, 303].includes(response.status) || (location && to !== location)) {
    throw new Error(`${what}: answered ${response.status} to ${to}, expected a redirect to ${location}`);
  }
}

export const INCOME_ANSWERS = { housingPayment: "1000", annualIncome: "90000" };

/** A session through the entry page (/Secured/Apply → /basic-info). */
export async function atEntry(base, { email = "bench@example.com" } = {}) {
  const v = visitor(base);
  // A first visit is sent back once with the cookie check (?cookie-check=1), then on to /basic-info.
  const first = await v.request("/Secured/Apply");
  await expectRedirect(first, null, "GET /Secured/Apply");
  const checked = first.headers.get("location") ?? "";
  if (checked.includes("cookie-check")) {
    await expectRedirect(await v.request(checked), null, `GET ${checked}`);
  }
  const html = await v.page("/basic-info");
  return { v, html, email };
}

/** A session that has answered basic info and the code: on /debt-to-income. */
export async function atIncome(base, options) {
  const { v, html, email } = await atEntry(base, options);
  const sent = await v.post("/basic-info", {
    csrf: csrfOf(html),
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: email,
    primaryPhone: "212-555-0143",
    otpMethod: "Email",
  });
  await expectRedirect(sent, "/otp-check", "POST /basic-info");
  const otp = await v.page("/otp-check");
  await expectRedirect(
    await v.post("/otp-check", { csrf: csrfOf(otp), otpCode: MOCK_OTP_CODE }),
    "/debt-to-income",
    "POST /otp-check",
  );
  return { v, html: await v.page("/debt-to-income") };
}

/** A session that has answered income too: on /credit-line. */
export async function atCreditLine(base, options) {
  const { v, html } = await atIncome(base, options);
  await expectRedirect(
    await v.post("/debt-to-income", { csrf: csrfOf(html), ...INCOME_ANSWERS }),
    "/credit-line",
    "POST /debt-to-income",
  );
  return { v, html: await v.page("/credit-line") };
}
