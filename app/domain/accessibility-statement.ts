/**
 * The accessibility statement (/accessibility), in the shape public services publish theirs
 * (GOV.UK's model statement): who it covers, what people can do, how accessible the service is,
 * the known limitations, how it was tested, how to contact us, and when it was prepared.
 * OURS: SPEC has no such page (docs/decisions/0112). '{phone}' is the customer service phone from
 * the configuration (CUSTOMER_SERVICE_PHONE); '{brand}' the brand name. The footer's link to it is
 * ACCESSIBILITY_LINK (accessibility-link.ts), which every page loads.
 */

/** The date of the review behind this statement; change it with every review. */
const PREPARED_ON = "November 24, 2026";

export const ACCESSIBILITY_STATEMENT = {
  title: "Accessibility statement",
  preparedOn: PREPARED_ON,
  intro: [
    "This statement applies to the {brand} Bank secured Visa credit card service on this website: applying for a card, checking the status of an application, funding the security deposit, uploading documents and withdrawing an application.",
    "We want as many people as possible to be able to use this service. For example, you should be able to:",
  ],
  canDo: [
    "change colours, contrast levels and fonts using your browser or device settings",
    "zoom in up to 400% without the text spilling off the screen",
    "use the service on a screen 320 pixels wide without scrolling sideways",
    "get from the start to the end of every form using just a keyboard",
    "use the service with a screen reader or speech recognition software",
    "use every part of the service with JavaScript turned off",
  ],
  compliance: {
    heading: "How accessible this service is",
    text: [
      "This service meets the Web Content Accessibility Guidelines (WCAG) version 2.2 AA standard, apart from the limitations listed below.",
      "Every error message says what is wrong and is listed, with a link to its field, at the top of the page. Page titles start with 'Error:' when a page shows errors.",
    ],
  },
  limitations: {
    heading: "Known limitations",
    items: [
      "For your security, your session ends after 15 minutes without activity. With JavaScript, a warning appears 5 minutes before, and you can choose 'Stay Connected'. Without JavaScript we cannot warn you: every page states the limit instead, and if your session ends you need to start again.",
      "The one-time code we send you is valid for 5 minutes. You can ask for a new code at any time.",
      "With JavaScript, copy and paste are turned off in the Social Security number fields (a security requirement of the bank), so the number has to be typed. Without JavaScript, pasting works.",
      "Documents you are asked to upload must be photos or scans of paper documents. If you cannot provide them this way, call us and we will help.",
    ],
  },
  testing: {
    heading: "How we tested this service",
    text: [
      "Every screen, in its normal state and with its error messages showing, is tested automatically with the axe accessibility engine against the WCAG 2.2 A and AA rules, once with JavaScript turned on and once with it turned off.",
      "The tests also go through every form with a keyboard only, check the names, roles and messages a screen reader announces, and look at the pages 320 pixels wide, which is what a 1280-pixel screen shows at 400% zoom.",
    ],
  },
  contact: {
    heading: "Reporting problems and contacting us",
    text: [
      "If you find a problem that is not listed on this page, or you need information from this service in a different format, call Customer Service at {phone}.",
      "If you are deaf, hard of hearing or have a speech disability, you can call us through a relay service by dialing 711.",
    ],
  },
  preparation: {
    heading: "Preparation of this statement",
    text: [`This statement was prepared on ${PREPARED_ON}. It was last reviewed on ${PREPARED_ON}.`],
  },
} as const;

/** Fills the statement's placeholders. */
export function statementText(text: string, values: { phone: string; brand: string }): string {
  return text.replaceAll("{phone}", values.phone).replaceAll("{brand}", values.brand);
}

/** 'tel:' link for a phone number as configured ('1-800-555-0199' → 'tel:18005550199'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
