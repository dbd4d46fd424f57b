import { unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { UPLOAD_MAX_BYTES } from "~/domain/constants";
import { MSG_KEY } from "~/domain/messages";
import { BodyTooLarge } from "~/server/http/request-body.server";
import { checkedFileType } from "./file-content.server";
import { acceptedNames, CSRF_FIELD, readPost, sameToken, TokenNotFirst, UndeclaredField } from "~/session/form.server";

/** Text fields of an upload form are short (CSRF token, document types): a longer one is refused. */
const TEXT_FIELD_MAX_BYTES = 4 * 1024;

export interface UploadForm {
  form: FormData;
  /** Problems only the bytes show, per file field: too big, or not really an accepted type (ADR 0239). */
  problems: Record<string, string>;
}

/**
 * Reads a multipart upload form through readPost (the checks every POST needs, ADR 0055), in memory
 * only: nothing is written to disk. The first part must be the right CSRF token and every other part
 * a declared name, once; files only under the file fields, each kept at most UPLOAD_MAX_BYTES, of
 * the one accepted type its name, declared type and content all say (ADR 0239).
 */
export async function readUploadForm(
  request: Request,
  context: AppLoadContext,
  schema: ZodTypeAny,
  fileFields: ReadonlySet<string>,
): Promise<UploadForm> {
  const problems: Record<string, string> = {};
  const accepted = acceptedNames(schema);
  const seen = new Set<string>();
  // Each rule holds at the part that breaks it, not after the whole body has been read: a body of a
  // million parts, or of files behind a wrong token, stops at its first part that does not belong.
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (seen.size === 0) {
      // The form opens with its CSRF token (FormGuard): nothing else is read before the right one.
      const token = filename === undefined && name === CSRF_FIELD ? await readText(data) : null;
      if (token === null || !sameToken(token, context.session.data.csrf)) throw new TokenNotFirst();
      seen.add(name);
      return token;
    }
    if (!accepted.has(name) || seen.has(name)) throw new UndeclaredField();
    seen.add(name);
    if (filename === undefined) return readText(data);
    if (!fileFields.has(name)) throw new UndeclaredField();
    const { chunks, size, tooBig } = await readFile(data);
    if (tooBig) {
      problems[name] = MSG_KEY.fileTooBig;
      return undefined;
    }
    // No file chosen: an empty part without a name. The form's own rule says the file is required.
    if (size === 0 && !filename) return undefined;
    const safeName = safeFileName(filename);
    const type = size > 0 ? await checkedFileType(concat(chunks), { name: safeName, type: contentType }) : null;
    if (size > 0 && !type) problems[name] = MSG_KEY.fileWrongType;
    return new File(chunks, safeName, { type: type ?? contentType });
  };
  const form = await readPost(request, context, schema, {
    read: (body) => unstable_parseMultipartFormData(body, handler),
    fileFields,
  });
  return { form, problems };
}

/**
 * A file's name as the bank may see it: the last path segment, only letters, digits, dot, dash,
 * underscore and space, at most 100 characters ('../../etc/passwd.pdf' becomes 'passwd.pdf').
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKC")
    .replace(/[^A-Za-z0-9._ -]/g, "_")
    .replace(/^[.\s]+/, "")
    .slice(-100);
  return cleaned || "document";
}

/** A text part, refused as too large at its first byte over the limit (no honest field is that long). */
async function readText(data: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > TEXT_FIELD_MAX_BYTES) throw new BodyTooLarge(TEXT_FIELD_MAX_BYTES);
    chunks.push(chunk.slice());
  }
  return new TextDecoder().decode(concat(chunks));
}

async function readFile(
  data: AsyncIterable<Uint8Array>,
): Promise<{ chunks: Uint8Array<ArrayBuffer>[]; size: number; tooBig: boolean }> {
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

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
