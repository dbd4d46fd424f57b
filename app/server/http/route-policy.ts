import { UPLOAD_MAX_BYTES } from "~/domain/constants";
import { DOCUMENT_CATEGORIES } from "~/domain/schemas/documents";

// Keyed by Remix route id, so each rule holds for any spelling of the path.

export const GUESS_ROUTES: ReadonlySet<string> = new Set(["routes/otp-check", "routes/check-application-status"]);

/** Each category's largest file, plus 1 MB for the text fields and multipart framing. */
export const UPLOAD_REQUEST_MAX_BYTES = DOCUMENT_CATEGORIES.length * UPLOAD_MAX_BYTES + 1024 * 1024;

/** The banner's poll must never keep an idle session alive (SPEC §4.5). */
export const SESSIONLESS_ROUTES: ReadonlySet<string> = new Set(["routes/banner"]);

export const STREAMED_UPLOAD_ROUTES: ReadonlyMap<string, number> = new Map([
  ["routes/document-upload", UPLOAD_REQUEST_MAX_BYTES],
]);
