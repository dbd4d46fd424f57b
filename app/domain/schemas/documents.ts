import { z } from "zod";
import { MSG_KEY } from "../messages";
import {
  DOCUMENT_CATEGORY_INFO,
  documentFieldNames,
  fileProblem,
  type DocumentCategory,
  type FileLike,
} from "../documents";

// Apart from zod: the screens use them.
export * from "../documents";

export const uploadFileField = z.any().transform((value: unknown, ctx) => {
  const problem = fileProblem(value);
  if (problem) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    return z.NEVER;
  }
  return value as FileLike;
});

export function documentTypeField(category: DocumentCategory) {
  const options: readonly string[] = DOCUMENT_CATEGORY_INFO[category].options;
  return z
    .string({ required_error: MSG_KEY.documentTypeRequired })
    .refine((v) => options.includes(v), MSG_KEY.documentTypeRequired);
}

export function documentSelectionSchema(categories: readonly DocumentCategory[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const category of categories) shape[documentFieldNames(category).documentType] = documentTypeField(category);
  return z
    .object(shape)
    .transform((value): Partial<Record<DocumentCategory, string>> =>
      Object.fromEntries(categories.map((c) => [c, value[documentFieldNames(c).documentType] as string])),
    );
}

export interface DocumentUpload<F extends FileLike = FileLike> {
  category: DocumentCategory;
  uploadCategory: string;
  documentType: string;
  file: F;
}

export function documentUploadSchema(categories: readonly DocumentCategory[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const category of categories) {
    const names = documentFieldNames(category);
    shape[names.documentType] = documentTypeField(category);
    shape[names.file] = uploadFileField;
  }
  return z.object(shape).transform((value): DocumentUpload[] =>
    categories.map((category) => {
      const names = documentFieldNames(category);
      return {
        category,
        uploadCategory: DOCUMENT_CATEGORY_INFO[category].uploadCategory,
        documentType: value[names.documentType] as string,
        file: value[names.file] as FileLike,
      };
    }),
  );
}
