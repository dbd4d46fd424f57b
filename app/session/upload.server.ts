import { redirect, unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from "@remix-run/node";
import { UPLOAD_MAX_BYTES } from "~/domain/constants";
import { sniffFileType } from "~/domain/file-signature";
import { MSG } from "~/domain/messages";
import { maintenanceRedirect } from "~/domain/maintenance";
import { CSRF_FIELD, IDLE_EXPIRED_PATH } from "./form.server";

/** Text fields of an upload form are short (CSRF token, document types). */
const TEXT_FIELD_MAX_BYTES = 4 * 1024;
/**
 * Past this, a request is refused before it is read. Each file is held to 10 MB anyway (larger ones
 * are read and dropped, and the field says 'File is too big!'); this only stops endless bodies.
 */
export const UPLOAD_REQUEST_MAX_BYTES = 100 * 1024 * 1024;

export interface UploadForm {
  form: FormData;
  /** Problems only the bytes show, per file field: too big, or not really an accepted type (ADR 0070). */
  problems: Record<string, string>;
}

/**
 * Reads a multipart upload form with the checks every POST needs (maintenance, expired session,
 * CSRF), in memory only: nothing is written to disk. Only the expected file fields are kept, each
 * at most UPLOAD_MAX_BYTES, and each kept file's type is taken from its first bytes, not its name.
 */
export async function readUploadForm(
  request: Request,
  context: AppLoadContext,
  fileFields: ReadonlySet<string>,
): Promise<UploadForm> {
  const maintenance = await maintenanceRedirect(new URL(request.url).pathname, () => context.isMaintenance());
  if (maintenance) throw redirect(maintenance, 303);
  if (context.session.status === "expired") throw redirect(IDLE_EXPIRED_PATH, 303);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > UPLOAD_REQUEST_MAX_BYTES) {
    throw new Response("The files are too big to upload.", { status: 413 });
  }

  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (filename === undefined) return readText(data);
    if (!fileFields.has(name) || seen.has(name)) {
      await drain(data);
      return undefined;
    }
    seen.add(name);
    const { chunks, size, tooBig } = await readFile(data);
    if (tooBig) {
      problems[name] = MSG.fileTooBig;
      return undefined;
    }
    // No file chosen: an empty part without a name. The form's own rule says the file is required.
    if (size === 0 && !filename) return undefined;
    const sniffed = sniffFileType(concat(chunks));
    if (size > 0 && !sniffed) problems[name] = MSG.fileWrongType;
    return new File(chunks, filename, { type: sniffed ?? contentType });
  };

  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, handler);
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
  const token = form.get(CSRF_FIELD);
  if (typeof token !== "string" || token !== context.session.data.csrf) {
    context.log.warn({ path: new URL(request.url).pathname }, "CSRF token missing or wrong");
    throw new Response("This form has expired. Go back, reload the page and try again.", { status: 403 });
  }
  return { form, problems };
}

async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    if (size >= TEXT_FIELD_MAX_BYTES) continue;
    chunks.push(chunk.slice());
    size += chunk.byteLength;
  }
  return new TextDecoder().decode(concat(chunks)).slice(0, TEXT_FIELD_MAX_BYTES);
}

async function readFile(data: AsyncIterable<Uint8Array>): Promise<{ chunks: Uint8Array<ArrayBuffer>[]; size: number; tooBig: boolean }> {
  let chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > UPLOAD_MAX_BYTES) {
      // Keep reading (the next fields follow) but hold nothing more of this file.
      chunks = [];
      continue;
    }
    // A copy: the parser may hand out views of a buffer it reuses.
    chunks.push(chunk.slice());
  }
  return { chunks, size, tooBig: size > UPLOAD_MAX_BYTES };
}

async function drain(data: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const _chunk of data) {
    // discarded
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
