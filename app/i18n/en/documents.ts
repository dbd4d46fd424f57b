import { acceptedTypesText, DOCUMENT_CATEGORY_INFO, proofLabel } from "~/domain/documents";

/**
 * Document selection and upload, SPEC §3, §5 (English). The document types posted and sent to the bank
 * stay the English names of app/domain/documents.ts; `options` are their labels (looked up by that
 * English text), `categories` and `proof` each category's name (built from the category).
 */
export const documents = {
  selectionTitle: "Choose your documents",
  selectionLead:
    "For each item below, choose the document you will upload. You will upload the files on the next page.",
  selectPlaceholder: "Select a document",
  continue: "Continue",
  selectionHelp1: "Choose a document that is current and shows your full name. You can upload a photo or a scan.",
  selectionHelp2: "Files must be {{types}}, up to {{maxMb}} MB each.",
  uploadTitle: "Upload your documents",
  uploadLead: "Upload a clear photo or scan of each document. Files must be {{types}}, up to {{maxMb}} MB each.",
  uploadLabel: "Upload your {{document}}",
  uploadHint: "{{types}}, up to {{maxMb}} MB",
  /** The accepted types in words, from the one list of them (ADRs 0239, 0082). */
  types: acceptedTypesText("or"),
  change: "Change the documents you chose",
  upload: "Upload documents",
  uploading: "Uploading…",
  uploadingStatus: "Uploading your documents. This can take a minute.",
  "categories.address": DOCUMENT_CATEGORY_INFO.address.label,
  "categories.ssn": DOCUMENT_CATEGORY_INFO.ssn.label,
  "categories.dateOfBirth": DOCUMENT_CATEGORY_INFO.dateOfBirth.label,
  "categories.income": DOCUMENT_CATEGORY_INFO.income.label,
  "categories.name": DOCUMENT_CATEGORY_INFO.name.label,
  "categories.itin": DOCUMENT_CATEGORY_INFO.itin.label,
  "categories.bankOwnership": DOCUMENT_CATEGORY_INFO.bankOwnership.label,
  "proof.address": proofLabel("address"),
  "proof.ssn": proofLabel("ssn"),
  "proof.dateOfBirth": proofLabel("dateOfBirth"),
  "proof.income": proofLabel("income"),
  "proof.name": proofLabel("name"),
  "proof.itin": proofLabel("itin"),
  "proof.bankOwnership": proofLabel("bankOwnership"),
  /** The same English texts as the domain's lists (a test checks every option has its key here). */
  "options.utilityBill": "Utility bill",
  "options.leaseOrMortgage": "Lease or mortgage statement",
  "options.bankStatement": "Bank statement",
  "options.driversLicense": "Driver's license or state ID",
  "options.socialSecurityCard": "Social Security card",
  "options.w2": "W-2 form",
  "options.ssa1099": "SSA-1099 form",
  "options.passport": "Passport",
  "options.birthCertificate": "Birth certificate",
  "options.payStub": "Pay stub",
  "options.taxReturn": "Tax return",
  "options.benefitsLetter": "Benefits award letter",
  "options.marriageCertificate": "Marriage certificate",
  "options.nameChangeOrder": "Court order of name change",
  "options.itinLetter": "IRS ITIN assignment letter (CP565)",
  "options.debitCardStatement": "Debit card statement",
};
