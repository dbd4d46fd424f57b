import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-signature";

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);
const ZIP_HEADER = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0);
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

// SPEC §5: 'One: jpeg, gif, png, pdf, doc, docx. The other: .jpg, .jpeg, .png, .tif, pdf.' (union, ADR 0239)
describe("sniffFileType: what the first bytes claim (SPEC §5 accepted types, both lists)", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"],
    ["JPEG (EXIF)", bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0), "image/jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "image/png"],
    ["PDF", text("%PDF-1.7"), "application/pdf"],
    ["GIF87a", text("GIF87a\x01\x00"), "image/gif"],
    ["GIF89a", text("GIF89a\x01\x00"), "image/gif"],
    ["TIFF little-endian (II*\\0)", bytes(0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0), "image/tiff"],
    ["TIFF big-endian (MM\\0*)", bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8), "image/tiff"],
    ["DOC (OLE2 D0 CF 11 E0)", bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0), "application/msword"],
    // Only a claim: the server reads the ZIP's directory for the Word package (file-content.server.ts).
    ["DOCX (a ZIP's local file header)", ZIP_HEADER, DOCX_TYPE],
  ])("%s", (_name, head, type) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it.each([
    ["a Windows program (MZ)", bytes(0x4d, 0x5a, 0x90, 0)],
    ["[Content_Types].xml without a ZIP header", text("hello [Content_Types].xml")],
    ["a ZIP header cut short", bytes(0x50, 0x4b, 0x03)],
    ["'GIF88a' (no such GIF)", text("GIF88a")],
    ["'II' without the TIFF magic", bytes(0x49, 0x49, 0x2b, 0x00)],
    ["half of the OLE2 signature", bytes(0xd0, 0xcf, 0x11, 0xe0)],
    ["text that mentions PDF later", text("hello %PDF-")],
    ["'%PDF' without the dash", text("%PDF1")],
    ["a PNG cut short", bytes(0x89, 0x50, 0x4e, 0x47)],
    ["two JPEG bytes only", bytes(0xff, 0xd8)],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_name, head) => {
    expect(sniffFileType(head)).toBeNull();
  });
});
