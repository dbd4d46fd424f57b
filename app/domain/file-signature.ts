/**
 * What a file really is, from its bytes (its "magic number"), so an accepted name is not
 * enough: a program renamed to 'paystub.pdf' is still refused ('Wrong file type', SPEC §5).
 * The types either SPEC list accepts are known here (docs/decisions/0070, superseding 0010):
 * JPEG, PNG, PDF, GIF, DOC, DOCX, TIFF.
 */

export type SniffedType =
  | "image/jpeg"
  | "image/png"
  | "application/pdf"
  | "image/gif"
  | "image/tiff"
  | "application/msword"
  | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: ReadonlyArray<{ type: SniffedType; bytes: readonly number[] }> = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "application/pdf", bytes: ascii("%PDF-") },
  { type: "image/gif", bytes: ascii("GIF87a") },
  { type: "image/gif", bytes: ascii("GIF89a") },
  /** Little-endian 'II*\0' and big-endian 'MM\0*'. */
  { type: "image/tiff", bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: "image/tiff", bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  /** OLE2 compound file (Word 97-2003). */
  { type: "application/msword", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

/** A ZIP local file header 'PK\3\4'; a DOCX is a ZIP that names '[Content_Types].xml'. */
const ZIP = [0x50, 0x4b, 0x03, 0x04] as const;
const DOCX_ENTRY = ascii("[Content_Types].xml");
const DOCX: SniffedType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** How many leading bytes the fixed signatures need (a DOCX needs the whole file). */
export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0] ?? 0;
  outer: for (
    let i = bytes.indexOf(first);
    i >= 0 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The accepted type these bytes are, or null for anything else (including too few bytes).
 * Pass the whole file: a ZIP is only a DOCX when an entry is named '[Content_Types].xml'
 * (entry names are stored uncompressed, so a byte search finds it).
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  for (const signature of SIGNATURES) {
    if (startsWith(bytes, signature.bytes)) return signature.type;
  }
  if (startsWith(bytes, ZIP) && contains(bytes, DOCX_ENTRY)) return DOCX;
  return null;
}
