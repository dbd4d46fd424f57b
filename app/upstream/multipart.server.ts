import { randomBytes } from "node:crypto";
import type { BankCallFacts } from "~/server/observability/bank-events.server";
import type { UploadDocumentsRequest } from "./requests";

/**
 * A multipart/form-data body as a stream: text fields and files are written in order, each file
 * read from its Blob or stream as the bank reads the request. Nothing is buffered whole or written
 * to disk (SPEC §7 uploaddocuments).
 */
export type MultipartField =
  | { name: string; value: string }
  | {
      name: string;
      file: { fileName: string; contentType: string; content: Blob | ReadableStream<Uint8Array> };
    };

const encoder = new TextEncoder();

/** Quotes, backslashes and line breaks cannot appear inside a header parameter. */
function headerParam(value: string): string {
  return value.replace(/[\r\n"\\]/g, "_");
}

function safeContentType(value: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(value) ? value : "application/octet-stream";
}

export function multipartBody(fields: MultipartField[]): { stream: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----upload${randomBytes(16).toString("hex")}`;

  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const field of fields) {
      if ("value" in field) {
        yield encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${headerParam(field.name)}"\r\n\r\n${field.value}\r\n`,
        );
        continue;
      }
      const { fileName, contentType, content } = field.file;
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${headerParam(field.name)}"; filename="${headerParam(fileName)}"\r\n` +
          `Content-Type: ${safeContentType(contentType)}\r\n\r\n`,
      );
      const stream = content instanceof Blob ? (content.stream() as ReadableStream<Uint8Array>) : content;
      const reader = stream.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }

  const iterator = chunks();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel(reason) {
      await iterator.throw?.(reason).catch(() => undefined);
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** SPEC §7 uploaddocuments: ApplicationId, LeadId, then files[i].Category, .Name and .File per document. */
export function uploadDocumentsBody(request: UploadDocumentsRequest) {
  const fields: MultipartField[] = [
    { name: "ApplicationId", value: request.applicationId },
    { name: "LeadId", value: request.leadId },
  ];
  request.files.forEach((file, i) => {
    fields.push({ name: `files[${i}].Category`, value: file.category });
    fields.push({ name: `files[${i}].Name`, value: file.name });
    fields.push({
      name: `files[${i}].File`,
      file: { fileName: file.fileName, contentType: file.contentType, content: file.content },
    });
  });
  return multipartBody(fields);
}

/** What the audit trail records of an upload: ids, categories, types and sizes, never a file's name or content. */
export function uploadFacts(request: UploadDocumentsRequest): BankCallFacts {
  return {
    applicationId: request.applicationId,
    leadId: request.leadId,
    documents: request.files.map((f) => ({
      category: f.category,
      type: f.name,
      contentType: f.contentType,
      bytes: f.content instanceof Blob ? f.content.size : null,
    })),
  };
}
