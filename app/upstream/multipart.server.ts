import type { BankCallFacts } from "~/server/observability/bank-events.server";
import type { UploadDocumentsRequest } from "./requests";

function safeContentType(value: string): string {
  return /^[\w.+-]+\/[\w.+-]+$/.test(value) ? value : "application/octet-stream";
}

// Native FormData: fetch escapes the part headers and streams each in-memory file (ADR 0053).
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

// Never a file's name or content.
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
