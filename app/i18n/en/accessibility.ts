import { ACCESSIBILITY_STATEMENT } from "~/domain/accessibility-statement";

// OURS (ADR 0110): '<phone/>' dials customer service; {{date}} is the review date.
export const accessibility = {
  title: ACCESSIBILITY_STATEMENT.title,
  intro1:
    "This statement applies to the {{brand}} Bank secured Visa credit card service on this website: applying for a card, checking the status of an application, funding the security deposit, uploading documents and withdrawing an application.",
  intro2: "We want as many people as possible to be able to use this service. For example, you should be able to:",
  canDo1: "change colours, contrast levels and fonts using your browser or device settings",
  canDo2: "zoom in up to 400% without the text spilling off the screen",
  canDo3: "use the service on a screen 320 pixels wide without scrolling sideways",
  canDo4: "get from the start to the end of every form using just a keyboard",
  canDo5: "use the service with a screen reader or speech recognition software",
  canDo6: "use every part of the service with JavaScript turned off",
  complianceHeading: "How accessible this service is",
  compliance1:
    "This service meets the Web Content Accessibility Guidelines (WCAG) version 2.2 AA standard, apart from the limitations listed below.",
  compliance2:
    "Every error message says what is wrong and is listed, with a link to its field, at the top of the page. Page titles start with 'Error:' when a page shows errors.",
  limitationsHeading: "Known limitations",
  limitation1:
    "For your security, your session ends after {{idleMinutes}} minutes without activity. With JavaScript, a warning appears {{warningMinutes}} minutes before, and you can choose 'Stay Connected'. Without JavaScript we cannot warn you: every page states the limit instead, and if your session ends you need to start again.",
  limitation2:
    "The one-time code we send you is valid for {{otpMinutes}} minutes. You can ask for a new code at any time.",
  limitation3:
    "With JavaScript, copy and paste are turned off in the Social Security number fields (a security requirement of the bank), so the number has to be typed. Without JavaScript, pasting works.",
  limitation4:
    "Documents you are asked to upload must be photos or scans of paper documents. If you cannot provide them this way, call us and we will help.",
  limitation5: "Documents the bank supplies, such as the terms and conditions, are in English only.",
  testingHeading: "How we tested this service",
  testing1:
    "Every screen, in its normal state and with its error messages showing, is tested automatically with the axe accessibility engine against the WCAG 2.2 A and AA rules, once with JavaScript turned on and once with it turned off.",
  testing2:
    "The tests also go through every form with a keyboard only, check the names, roles and messages a screen reader announces, and look at the pages 320 pixels wide, which is what a 1280-pixel screen shows at 400% zoom.",
  contactHeading: "Reporting problems and contacting us",
  contact1:
    "If you find a problem that is not listed on this page, or you need information from this service in a different format, call Customer Service at <phone/>.",
  contact2:
    "If you are deaf, hard of hearing or have a speech disability, you can call us through a relay service by dialing 711.",
  preparationHeading: "Preparation of this statement",
  preparation: "This statement was prepared on {{date}}. It was last reviewed on {{date}}.",
};
