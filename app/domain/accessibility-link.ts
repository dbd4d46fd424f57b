/**
 * The footer's link to the accessibility statement, on every page (docs/decisions/0110). Its own
 * module: root needs only this, not the statement's text (ADR 0141, issue 15's JS budget).
 */
export const ACCESSIBILITY_LINK = { href: "/accessibility", text: "Accessibility statement" } as const;
