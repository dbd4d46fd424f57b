import { UPLOAD_MAX_BYTES } from "./constants";
import { MSG_KEY } from "./messages";

// SPEC §3, §5 do not show the document options, so ours are below (ADR 0053).

export const DOCUMENT_CATEGORIES = [
  "address",
  "ssn",
  "dateOfBirth",
  "income",
  "name",
  "itin",
  "bankOwnership",
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export interface DocumentCategoryInfo {
  flag: string;
  uploadCategory: string;
  label: string;
  /** OURS: SPEC says each category has a fixed list but does not show it. */
  options: readonly string[];
}

export const DOCUMENT_CATEGORY_INFO: Record<DocumentCategory, DocumentCategoryInfo> = {
  address: {
    flag: "doC_AddressYN",
    uploadCategory: "Address",
    label: "Address",
    options: ["Utility bill", "Lease or mortgage statement", "Bank statement", "Driver's license or state ID"],
  },
  ssn: {
    flag: "doC_SsnYN",
    uploadCategory: "SSN",
    label: "Social Security number",
    options: ["Social Security card", "W-2 form", "SSA-1099 form"],
  },
  dateOfBirth: {
    flag: "doC_DobYN",
    uploadCategory: "DOB",
    label: "Date of birth",
    options: ["Driver's license or state ID", "Passport", "Birth certificate"],
  },
  income: {
    flag: "doC_IncomeYN",
    uploadCategory: "Income",
    label: "Income",
    options: ["Pay stub", "W-2 form", "Tax return", "Bank statement", "Benefits award letter"],
  },
  name: {
    flag: "doC_NameYN",
    uploadCategory: "Name",
    label: "Name",
    options: ["Driver's license or state ID", "Passport", "Marriage certificate", "Court order of name change"],
  },
  itin: {
    flag: "doC_ItinYN",
    uploadCategory: "ITIN",
    label: "Individual Taxpayer Identification Number",
    options: ["IRS ITIN assignment letter (CP565)"],
  },
  bankOwnership: {
    flag: "doC_BankOwnershipYN",
    uploadCategory: "BankOwnership",
    label: "Bank account ownership",
    options: ["Bank statement", "Debit card statement"],
  },
};

export function proofLabel(category: DocumentCategory): string {
  const label = DOCUMENT_CATEGORY_INFO[category].label;
  // 'Income' → 'income'; names with capitals inside ('Social Security number') stay as they are.
  const inSentence = /[A-Z]/.test(label.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  return `Proof of ${inSentence}`;
}

export function isFlagSet(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === "string" && ["y", "yes", "true", "1"].includes(value.trim().toLowerCase());
}

export function requestedCategories(responseObjects: Record<string, unknown> | null | undefined): DocumentCategory[] {
  if (!responseObjects) return [];
  return DOCUMENT_CATEGORIES.filter((c) => isFlagSet(responseObjects[DOCUMENT_CATEGORY_INFO[c].flag]));
}

// The union of SPEC §5's two lists (ADR 0239); name, declared type and bytes must agree (ADR 0082).
export const ACCEPTED_FILE_FAMILIES = [
  { type: "image/jpeg", extensions: [".jpg", ".jpeg"], name: "JPEG" },
  { type: "image/png", extensions: [".png"], name: "PNG" },
  { type: "application/pdf", extensions: [".pdf"], name: "PDF" },
  { type: "image/gif", extensions: [".gif"], name: "GIF" },
  { type: "image/tiff", extensions: [".tif", ".tiff"], name: "TIFF" },
  { type: "application/msword", extensions: [".doc"], name: "DOC", group: "Word" },
  {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: [".docx"],
    name: "DOCX",
    group: "Word",
  },
] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_FAMILIES)[number]["type"];

export const ACCEPTED_FILE_EXTENSIONS: readonly string[] = ACCEPTED_FILE_FAMILIES.flatMap((f) => f.extensions);
export const ACCEPTED_MIME_TYPES: readonly AcceptedFileType[] = ACCEPTED_FILE_FAMILIES.map((f) => f.type);
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export const ACCEPTED_TYPE_NAMES: readonly string[] = [
  ...new Set(
    ACCEPTED_FILE_FAMILIES.map((family) => {
      if (!("group" in family)) return family.name;
      const members = ACCEPTED_FILE_FAMILIES.filter((f) => "group" in f && f.group === family.group);
      return `${family.group} (${members.map((f) => f.name).join(", ")})`;
    }),
  ),
];

export function acceptedTypesText(or: string): string {
  return `${ACCEPTED_TYPE_NAMES.slice(0, -1).join(", ")} ${or} ${ACCEPTED_TYPE_NAMES.at(-1) ?? ""}`;
}
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_FILE_EXTENSIONS, ...ACCEPTED_MIME_TYPES].join(",");

export function fileTypeOfName(name: string): AcceptedFileType | null {
  const lower = name.toLowerCase();
  const dot = lower.lastIndexOf(".");
  if (dot < 0) return null;
  const extension = lower.slice(dot);
  return ACCEPTED_FILE_FAMILIES.find((f) => (f.extensions as readonly string[]).includes(extension))?.type ?? null;
}

// The generic type a browser gives one it does not know says nothing.
const UNDECLARED_TYPES = new Set(["", "application/octet-stream"]);

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === "string" && typeof v.size === "number" && typeof v.type === "string";
}

// A '.pdf' declared 'image/gif' is neither.
export function acceptedFileType(file: Pick<FileLike, "name" | "type">): AcceptedFileType | null {
  const byName = fileTypeOfName(file.name);
  const declared = file.type.trim().toLowerCase();
  return byName && (UNDECLARED_TYPES.has(declared) || declared === byName) ? byName : null;
}

export function isAcceptedFileType(file: Pick<FileLike, "name" | "type">): boolean {
  return acceptedFileType(file) !== null;
}

export function fileProblem(value: unknown): string | null {
  if (!isFileLike(value) || value.size === 0) return MSG_KEY.fileRequired;
  if (value.size > UPLOAD_MAX_BYTES) return MSG_KEY.fileTooBig;
  if (!isAcceptedFileType(value)) return MSG_KEY.fileWrongType;
  return null;
}

export function documentFieldNames(category: DocumentCategory) {
  return { documentType: `${category}DocumentType`, file: `${category}File` } as const;
}

export const DOCUMENT_SELECTION_FIELDS = DOCUMENT_CATEGORIES.map((c) => documentFieldNames(c).documentType);
