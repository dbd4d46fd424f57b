import type { BankCallFacts } from "~/server/observability/bank-events.server";
import type { UploadDocumentsRequest } from "./requests";

/** A type the part header can carry as it is; anything else goes as octet-stream. */
function safeContentType(value: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(value) ? value : "application/octet-stream";
}

/**
 * SPEC §7 uploaddocuments as multipart/form-data: ApplicationId, LeadId, then files[i].Category,
 * .Name and .File per document. Native FormData: fetch writes the boundary and the part headers
 * (escaping quotes and line breaks in names) and streams each file from its Blob; the files are
 * already in memory (ADR 0053), nothing is copied or written to disk.
 */
export function uploadDocumentsForm(request: UploadDocumentsRequest): FormData {
  const form = new FormData();
  form.append("ApplicationId", request.applicationId);
  form.append("LeadId", request.leadId);
  request.files.forEach((file, i) => {
    form.append(`files[${i}].Category`, file.category);
    form.append(`files[${i}].Name`, file.name);
    form.append(
      `files[${i}].File`,
      new Blob([file.content], { type: safeContentType(file.contentType) }),
      file.fileName,
    );
  });
  return form;
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
      bytes: f.content.size,
    })),
  };
}
