import { unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from "@remix-run/node";
import type { ZodTypeAny } from "zod";
import { UPLOAD_MAX_BYTES } from "~/domain/constants";
import { MSG_KEY } from "~/domain/messages";
import { BodyTooLarge } from "~/server/http/request-body.server";
import { checkedFileType } from "./file-content.server";
import { acceptedNames, CSRF_FIELD, readPost, sameToken, TokenNotFirst, UndeclaredField } from "~/session/form.server";

const TEXT_FIELD_MAX_BYTES = 4 * 1024;

export interface UploadForm {
  form: FormData;
  problems: Record<string, string>;
}

/** In memory only, nothing written to disk; CSRF token first, declared names once, each file of one accepted type (ADR 0239). */
export async function readUploadForm(
  request: Request,
  context: AppLoadContext,
  schema: ZodTypeAny,
  fileFields: ReadonlySet<string>,
): Promise<UploadForm> {
  const problems: Record<string, string> = {};
  const accepted = acceptedNames(schema);
  const seen = new Set<string>();
  // Each rule holds at the part that breaks it, so a body of a million parts stops at the first that does not belong.
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (seen.size === 0) {
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

/** Only the last path segment and safe characters ('../../etc/passwd.pdf' becomes 'passwd.pdf'). */
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
