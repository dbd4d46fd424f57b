// Its own module: root needs only this, not the statement's text (ADR 0141).
export const ACCESSIBILITY_LINK = { href: "/accessibility", text: "Accessibility statement" } as const;
