import { unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { UPLOAD_MAX_BYTES } from "~/domain/constants";
import { sniffFileType } from "~/domain/file-signature";
import { MSG } from "~/domain/messages";
import { CSRF_FIELD, readPost, TokenNotFirst } from "~/session/form.server";

/** Text fields of an upload form are short (CSRF token, document types). */
const TEXT_FIELD_MAX_BYTES = 4 * 1024;

export interface UploadForm {
  form: FormData;
  /** Problems only the bytes show, per file field: too big, or not really an accepted type (ADR 0070). */
  problems: Record<string, string>;
}

/**
 * Reads a multipart upload form through readPost (the checks every POST needs, ADR 0195), in memory
 * only: nothing is written to disk. Only the expected file fields are kept, each at most
 * UPLOAD_MAX_BYTES, and each kept file's type is taken from its first bytes, not its name.
 */
export async function readUploadForm(
  request: Request,
  context: AppLoadContext,
  schema: ZodTypeAny,
  fileFields: ReadonlySet<string>,
): Promise<UploadForm> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  let tokenSeen = false;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (filename === undefined) {
      const text = await readText(data);
      if (name === CSRF_FIELD) tokenSeen = true;
      return text;
    }
    // No file is read for a post that has not shown its token first: anonymous bodies stop here.
    if (!tokenSeen) throw new TokenNotFirst();
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
    return new File(chunks, safeFileName(filename), { type: sniffed ?? contentType });
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
