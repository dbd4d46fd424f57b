import { UPLOAD_MAX_BYTES } from "~/domain/constants";
import { DOCUMENT_CATEGORIES } from "~/domain/schemas/documents";

/**
 * Per-route rules of the HTTP layer, by Remix route id (the file under app/routes/), so they hold for
 * any spelling of the path.
 */

/** Where something secret is guessed: the one-time code and the status check's email + SSN last 4. */
export const GUESS_ROUTES: ReadonlySet<string> = new Set(["routes/otp-check", "routes/check-application-status"]);

/**
 * A whole upload request: a file of the largest size for every document category there is, plus
 * 1 MB for the text fields and multipart framing; streamed (each file is held to its 10 MB on its
 * own, a larger one is read past and reported as too big).
 */
export const UPLOAD_REQUEST_MAX_BYTES = DOCUMENT_CATEGORIES.length * UPLOAD_MAX_BYTES + 1024 * 1024;

/**
 * Routes served without loading the session, so without counting as activity: the banner's poll
 * every 60 s must never keep an idle session alive (SPEC §4.5). Only their own path: a `.data`
 * request runs the page's other loaders too, which read the session.
 */
export const SESSIONLESS_ROUTES: ReadonlySet<string> = new Set(["routes/banner"]);

/** Routes whose bodies may be larger than a form's, with their limit. */
export const STREAMED_UPLOAD_ROUTES: ReadonlyMap<string, number> = new Map([
  ["routes/document-upload", UPLOAD_REQUEST_MAX_BYTES],
]);
