import type { AcceptedFileType } from "./documents";

// A renamed program is still refused (SPEC §5 'Wrong file type'); the server then reads the file (ADR 0239).

export type SniffedType = AcceptedFileType;

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

const SIGNATURES: ReadonlyArray<{ type: SniffedType; bytes: readonly number[] }> = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "application/pdf", bytes: ascii("%PDF-") },
  { type: "image/gif", bytes: ascii("GIF87a") },
  { type: "image/gif", bytes: ascii("GIF89a") },
  { type: "image/tiff", bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: "image/tiff", bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { type: "application/msword", bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // A DOCX is an OOXML package, which is a ZIP.
  {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
];

export const SIGNATURE_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  return SIGNATURES.find((signature) => startsWith(bytes, signature.bytes))?.type ?? null;
}
