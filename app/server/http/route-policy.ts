/**
 * Per-route rules of the HTTP layer, by Remix route id (the file under app/routes/), so they hold for
 * any spelling of the path.
 */

/** Where something secret is guessed: the one-time code and the status check's email + SSN last 4. */
export const GUESS_ROUTES: ReadonlySet<string> = new Set(["routes/otp-check", "routes/check-application-status"]);

/**
 * A whole upload request: at most this many bytes, streamed (each file is held to 10 MB on its own,
 * larger ones are read past and reported as too big).
 */
export const UPLOAD_REQUEST_MAX_BYTES = 60 * 1024 * 1024;

/** Routes whose bodies reach the action as a stream, with their limit. */
export const STREAMED_UPLOAD_ROUTES: ReadonlyMap<string, number> = new Map([["routes/document-upload", UPLOAD_REQUEST_MAX_BYTES]]);
