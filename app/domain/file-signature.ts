/**
 * What a file really is, from its first bytes (its "magic number"), so an accepted name is not
 * enough: a program renamed to 'paystub.pdf' is still refused ('Wrong file type', SPEC §5).
 * Only the types both SPEC lists accept are known here (docs/decisions/0010): JPEG, PNG, PDF.
 */

export type SniffedType = "image/jpeg" | "image/png" | "application/pdf";

const SIGNATURES: ReadonlyArray<{ type: SniffedType; bytes: readonly number[] }> = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  /** '%PDF-' */
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** How many leading bytes sniffing needs. */
export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The accepted type these leading bytes start, or null for anything else (including too few bytes). */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  for (const signature of SIGNATURES) {
    if (head.length < signature.bytes.length) continue;
    if (signature.bytes.every((byte, i) => head[i] === byte)) return signature.type;
  }
  return null;
}
