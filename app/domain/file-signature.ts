import type { AcceptedFileType } from "./documents";

/**
 * The accepted type a file's first bytes (its "magic number") claim, so an accepted name is not
 * enough: a program renamed to 'paystub.pdf' is still refused ('Wrong file type', SPEC §5). The
 * types either SPEC list accepts are known here (docs/decisions/0239): JPEG, PNG, PDF, GIF, DOC,
 * DOCX, TIFF. A claim is only a start: the server then reads the file as that type far enough to
 * know it is one (app/features/upload/file-content.server.ts, ADR 0239).
 */

export type SniffedType = AcceptedFileType;

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
  /** A ZIP's first local file header 'PK\3\4': a DOCX is an OOXML package, which is a ZIP. */
  {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
];

/** How many leading bytes the signatures need. */
export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/** The accepted type these bytes start as, or null for anything else (including too few bytes). */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  return SIGNATURES.find((signature) => startsWith(bytes, signature.bytes))?.type ?? null;
}
