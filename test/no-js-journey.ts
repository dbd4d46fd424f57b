// An applicant without JavaScript on real servers (the multi-instance suites): each form read for its
// CSRF token and posted as a browser would, the first steps, then a walk through the later ones.
import { expect } from "vitest";
import { MOCK_OTP_CODE } from "../mocks/bank";
import { csrfOf } from "./server-process";

/** What the walk needs of a cookie-keeping browser (`browser()` of ./server-process, or a wrapper of it). */
export interface FormBrowser {
  request(path: string): Promise<Response>;
  post(path: string, fields: Record<string, string>): Promise<Response>;
}

type Fields = Record<string, string>;

export const pathOf = (location: string | null) => new URL(location ?? "/", "http://x").pathname;

/** The value of the page's field `name` (a hidden input: the amount offered, a payment id). */
export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html);
  const value = match?.[1] ?? match?.[2];
  if (value === undefined) throw new Error(`no ${name} field on the page`);
  return value;
}

/** Reads the form at `path` (it must be shown) and posts `fields` with its CSRF token; the post's answer. */
export async function answerForm(b: FormBrowser, path: string, fields: Fields): Promise<Response> {
  const page = await b.request(path);
  expect(page.status, path).toBe(200);
  return b.post(path, { csrf: csrfOf(await page.text()), ...fields });
}

/** From the first page through basic information and the emailed code: the applicant is at the income step. */
export async function startApplication(
  b: FormBrowser,
  person: { firstName: string; lastName: string; emailAddress: string; primaryPhone: string },
): Promise<void> {
  expect([302, 303]).toContain((await b.request("/Secured/Apply")).status);
  const sent = await answerForm(b, "/basic-info", { ...person, otpMethod: "Email" });
  expect(sent.headers.get("location")).toBe("/otp-check");
  const verified = await answerForm(b, "/otp-check", { otpCode: MOCK_OTP_CODE });
  expect(verified.headers.get("location")).toBe("/debt-to-income");
}

/**
 * The fields each later step posts: the credit line the page offers, nothing on the pages that only
 * confirm, else `answers` by the page's path.
 */
export function stepFields(answers: Record<string, Fields>): (path: string, html: string) => Fields {
  return (path, html) => {
    if (path === "/credit-line") return { intent: "confirm", amount: hiddenValue(html, "amount") };
    if (["/credit-line-confirm", "/identity-confirm", "/credit-line-fund-later"].includes(path)) return {};
    const fields = answers[path];
    if (!fields) throw new Error(`no answers for ${path}`);
    return fields;
  };
}

/**
 * Answers each step from `from` (redirects followed) until `done(path)`: every answer must move the
 * applicant on. The paths seen, the last one included.
 */
export async function walkSteps(
  b: FormBrowser,
  from: string,
  done: (path: string) => boolean,
  fieldsFor: (path: string, html: string) => Fields,
): Promise<string[]> {
  const seen: string[] = [];
  let path = from;
  for (let step = 0; step < 20 && !done(path); step++) {
    seen.push(path);
    const page = await b.request(path);
    if ([302, 303].includes(page.status)) {
      path = pathOf(page.headers.get("location"));
      continue;
    }
    expect(page.status, path).toBe(200);
    const html = await page.text();
    // The terms form is sent to the submission (its form's action), every other form to its page.
    const answered = await b.post(path === "/terms-and-conditions" ? "/submit-application" : path, {
      csrf: csrfOf(html),
      ...fieldsFor(path, html),
    });
    expect(answered.status, `${path} answered`).toBe(303);
    const next = pathOf(answered.headers.get("location"));
    expect(next, `${path} went back to itself: its answer was not kept`).not.toBe(path);
    path = next;
  }
  seen.push(path);
  return seen;
}
