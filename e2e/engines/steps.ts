import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { creditLine } from "../../app/i18n/en/creditLine";
import { form } from "../../app/i18n/en/form";
import { otp } from "../../app/i18n/en/otp";
import { APPLICANT, VALID_CODE } from "../support/flow";
import { ANSWERED_BEFORE_FUNDING, HOME, VALID_CARD, type CardType } from "../support/funding";
import { IDENTITY } from "../support/identity";
import { install as recordWhatIsHeard, recorded, srLines } from "../support/sr-recorder";
import { LAST4, personaEmail } from "../support/status";
import type { Tab } from "./tab";

/*
 * The journeys' steps, once for every engine: what an applicant sees and does, screen by screen.
 * Each screen state reached is a `tab.screen(name)`: its picture and its axe scan.
 */

const field = (name: string) => ({ css: `form [name="${name}"]` });

async function next(tab: Tab, name = "Next"): Promise<void> {
  await tab.hydrated();
  await tab.click({ role: "button", name });
}

/**
 * The six boxes take the code three ways people give it: typed digit by digit (moving on by itself
 * and sending itself when complete), pasted whole into the first box, or filled whole by the phone's
 * one-time-code autofill (which writes all six digits into the first box at once).
 */
/** A rejected form: the error summary says `text` and takes the focus. */
export async function expectErrorSummaryFocused(tab: Tab, text: string): Promise<void> {
  await tab.expectText(".error-summary", text);
  await tab.until(
    "the error summary to take the focus",
    () => tab.focused(),
    (f) => f.includes("error-summary"),
  );
}

export type CodeEntry = "typed" | "pasted" | "autofilled";

/**
 * After a client-side step change (issue 51 item 3): the focus on the step's h1, named `title`, so
 * its name is read first.
 */
export async function expectFocusOnHeading(tab: Tab, title: string): Promise<void> {
  await tab.until(
    `the focus on the step's heading '${title}'`,
    () =>
      tab.run(() => {
        const el = document.activeElement;
        const words = (el?.textContent ?? "").replace(/\s+/g, " ").trim();
        return el && el === document.querySelector("main h1")
          ? words
          : `${el?.tagName ?? "nothing"} '${words.slice(0, 80)}'`;
      }),
    (focused) => focused === title,
  );
}

/** The `aria-invalid` of the named fields (null where absent). */
function invalidStates(tab: Tab, names: string[]): Promise<Array<string | null>> {
  return tab.run(
    (all: string[]) =>
      all.map((n) => document.querySelector(`form [name="${n}"]`)?.getAttribute("aria-invalid") ?? null),
    names,
  );
}

export async function enterCode(tab: Tab, how: CodeEntry, screen: string, code = VALID_CODE): Promise<void> {
  await tab.expectHeading("Enter your verification code");
  await tab.hydrated();
  const first = await tab.find({ css: ".otp-box" });
  const boxes = await tab.run(() => document.querySelectorAll(".otp-box").length);
  if (boxes !== 6) throw new Error(`${tab.engine}: ${boxes} code boxes, not 6`);
  const modes = await tab.run(() =>
    [...document.querySelectorAll<HTMLInputElement>(".otp-box")].map(
      (b) => `${b.getAttribute("inputmode")}/${b.getAttribute("autocomplete")}`,
    ),
  );
  if (modes[0] !== "numeric/one-time-code" || modes.slice(1).some((m) => m !== "numeric/off")) {
    throw new Error(`${tab.engine}: the boxes' inputmode/autocomplete are ${modes.join(", ")}`);
  }
  await tab.screen(screen);
  if (how === "typed") {
    await tab.driver.click(first);
    await tab.type(code);
  } else if (how === "pasted") {
    // Through the engine's own clipboard: copied from a field of its own (the code from an email), then Ctrl+V.
    const source = await tab.run((text: string) => {
      const copy = document.createElement("input");
      copy.id = "engine-clipboard-source";
      copy.value = text;
      document.body.prepend(copy);
      return "#engine-clipboard-source";
    }, code);
    await tab.driver.click(source);
    await tab.run((sel: string) => document.querySelector<HTMLInputElement>(sel)!.select(), source);
    await tab.press("Copy");
    await tab.run((sel: string) => document.querySelector(sel)!.remove(), source);
    await tab.driver.click(first);
    await tab.press("Paste");
  } else {
    // What the browser's autofill does: the whole value at once, then an input event (React's onChange).
    await tab.run(
      (sel: string, text: string) => {
        const box = document.querySelector<HTMLInputElement>(sel)!;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(box, text);
        box.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertReplacementText", data: text }));
      },
      first,
      code,
    );
  }
}

export const CARD_LINK: Record<Exclude<CardType, "plus">, string> = {
  basic: "Choose Secured Visa Card",
  launch: "Choose Launch Secured Visa Card",
};

/** Intro → basic information (its errors first, and where the focus goes) → the code → income. */
export async function startApplication(tab: Tab, email: string, code: CodeEntry = "typed"): Promise<void> {
  await tab.goto("/");
  await tab.expectHeading("Choose your path");
  await tab.screen("intro");
  await tab.hydrated();
  await tab.click({ role: "link", name: CARD_LINK.basic });
  await tab.waitForPath(/\/basic-info$/);
  await tab.expectHeading(/You're Pre-Approved/);
  await tab.screen("basic-info");

  // Nothing answered: the summary, focused, then each field's message.
  await next(tab);
  await expectErrorSummaryFocused(tab, "There is a problem");
  await tab.screen("basic-info-errors");
  await tab.click({ css: '.error-summary a[href="#firstName"], .error-summary a' });
  await tab.until(
    "the summary's link to focus its field",
    () => tab.focused(),
    (f) => f.startsWith("input"),
  );

  // A corrected field says it is invalid no more, at once; the others still do (issue 51 item 1).
  await tab.fill({ label: "First Name" }, APPLICANT.firstName);
  await tab.until(
    "First Name to lose aria-invalid, Last Name to keep it",
    () => invalidStates(tab, ["firstName", "lastName"]),
    ([first, last]) => first !== "true" && last === "true",
  );
  await tab.fill({ label: "Last Name" }, APPLICANT.lastName);
  await tab.fill(field("emailAddress"), email);
  await tab.fill(field("primaryPhone"), "555-234-5678");
  await tab.check({ css: 'input[name="otpMethod"][value="Email"]' });

  // Every answer corrected, then Next: the old summary is neither focused nor read while the post is
  // on its way, and the code page's heading takes the focus (issue 51 items 1 and 3).
  await tab.run(recordWhatIsHeard);
  await next(tab);
  await tab.waitForPath(/\/otp-check$/);
  await expectFocusOnHeading(tab, otp.title);
  const heard = await tab.run(recorded);
  const stale = heard.filter(
    (e) => (e.kind === "focus" && e.target.includes("error-summary")) || e.text.includes(form.errorSummaryTitle),
  );
  if (stale.length || heard.filter((e) => e.kind === "focus").at(-1)?.target !== "h1.flow__title") {
    throw new Error(`${tab.engine}: after the corrected post, heard:\n${srLines(heard).join("\n")}`);
  }
  await enterCode(tab, code, "otp-check");
  await tab.waitForPath(/\/debt-to-income$/);
}

/** Income → credit line → identity (the date of birth's three selects) → confirm → mailing → funding source. */
export async function answerToFundingSource(tab: Tab): Promise<void> {
  await tab.expectHeading(/./);
  await tab.screen("income");
  await tab.fill({ label: "Monthly housing payment" }, "900");
  await tab.fill({ label: "Annual income" }, "52000");
  await next(tab);

  await tab.waitForPath(/\/credit-line$/);
  await expectFocusOnHeading(tab, creditLine.title);
  await tab.screen("credit-line");
  await tab.check({ css: 'input[name="amount"]' });
  await next(tab, "Confirm");

  await tab.waitForPath(/\/identity-verification$/);
  await tab.screen("identity");
  await tab.select(field("birthMonth"), IDENTITY.birthMonth);
  await tab.select(field("birthDay"), IDENTITY.birthDay);
  await tab.select(field("birthYear"), IDENTITY.birthYear);
  await tab.fill(field("ssn"), IDENTITY.ssn);
  await tab.fill(field("ssnConfirm"), IDENTITY.ssnConfirm);
  await tab.fill(field("addressLine1"), HOME.addressLine1);
  await tab.fill(field("city"), HOME.city);
  await tab.select(field("state"), HOME.state);
  await tab.fill(field("zipCode"), HOME.zipCode);
  await tab.click({ css: "h1" });
  await next(tab);

  await tab.waitForPath(/\/identity-confirm$/);
  await tab.expectText("main", "***-**-6789");
  await tab.expectText("main", "March 7, 1990");
  await tab.screen("identity-confirm");
  await next(tab, "Confirm");

  await tab.waitForPath(/\/mailing-address$/);
  await tab.screen("mailing-address");
  await tab.check({ label: "To my home address (shown above)" });
  await next(tab);
  await tab.waitForPath(/\/funding-source$/);
  await tab.screen("funding-source");
}

/** The debit card form (fields by their names; the state is a select). */
export async function payByCard(tab: Tab): Promise<void> {
  for (const [name, value] of Object.entries(VALID_CARD)) {
    if (name === "state") await tab.select(field(name), value);
    else await tab.fill(field(name), value);
  }
  await tab.click({ css: "h1" });
  await next(tab);
}

/** The terms' two boxes, then Submit. */
export async function agreeAndSubmit(tab: Tab): Promise<void> {
  await tab.waitForPath(/\/terms-and-conditions$/);
  await tab.screen("terms");
  await tab.check({ label: /^I agree to the E-Sign Consent/ });
  await tab.check({ label: /^I have read and agree to the Terms and Conditions/ });
  await next(tab, "Submit");
}

/** The status check with a persona's email: the form, then its code. */
export async function checkStatus(tab: Tab, email: string, code: CodeEntry, last4 = LAST4): Promise<void> {
  await tab.goto("/check-application-status");
  await tab.expectHeading("Check your application status");
  await tab.screen("check-status");
  await tab.fill(field("emailAddress"), email);
  await tab.fill(field("last4SSN"), last4);
  await next(tab, "Check My Application Status");
  await tab.waitForPath(/\/otp-check$/);
  await enterCode(tab, code, "otp-check-status");
  await tab.until(
    "the status screen",
    () => tab.path(),
    (p) => !p.startsWith("/otp-check") && !p.startsWith("/check"),
  );
}

export { personaEmail };

/** A session seeded up to the funding source (the mock's POST /__mock/session, from the page). */
export async function seedAtFunding(tab: Tab, cardType: CardType, email: string): Promise<void> {
  const deposit = cardType === "plus" ? 300 : cardType === "launch" ? 100 : 200;
  await tab.goto("/Secured/Apply");
  await tab.waitForPath(/\/basic-info$/);
  await tab.post("/__mock/session", {
    draft: {
      cardType,
      emailAddress: email,
      amount: deposit,
      creditLimit: deposit,
      securityDeposit: deposit,
      annualFee: cardType === "plus" ? 0 : 35,
      programFee: 0,
      ...ANSWERED_BEFORE_FUNDING,
      completed: ["income", "creditLine", "identity", "identityConfirm", "mailingAddress"],
    },
    pii: { ssn: "123456789", dateOfBirth: "01/02/1990" },
  });
}

/** The value of the option shown as `text` in the select labelled `label`. */
export async function optionValue(tab: Tab, label: string, text: string): Promise<string> {
  const select = await tab.find({ label });
  const value = await tab.run(
    (sel: string, shown: string) =>
      [...document.querySelector<HTMLSelectElement>(sel)!.options].find((o) => o.text.trim() === shown)?.value ?? null,
    select,
    text,
  );
  if (value === null) throw new Error(`${tab.engine}: no option '${text}' in '${label}'`);
  return value;
}

/** A file on disk for a file input (WebDriver and BiDi choose files by path). */
export function fixtureFile(name: string, bytes: Uint8Array): string {
  const dir = resolve("test-results/engines/files");
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}`, bytes);
  return `${dir}/${name}`;
}
