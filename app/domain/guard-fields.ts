/**
 * The names of the two fields the server checks on every POST (session/form.server.ts), written by
 * the forms (components/form-screen.tsx, the idle warning, the header's sign-out).
 */

/** The hidden CSRF token field. */
export const CSRF_FIELD = "csrf";
/** The honeypot on public forms: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = "website";
