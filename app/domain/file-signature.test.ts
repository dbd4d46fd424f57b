import { describe, expect, it } from "vitest";
import { sniffFileType } from "./file-signature";

const bytes = (...b: number[]) => Uint8Array.from(b);

describe("sniffFileType: what the first bytes say (SPEC §5 accepted types)", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"],
    ["JPEG (EXIF)", bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0), "image/jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "image/png"],
    ["PDF", new TextEncoder().encode("%PDF-1.7"), "application/pdf"],
  ])("%s", (_name, head, type) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it.each([
    ["a Windows program (MZ)", bytes(0x4d, 0x5a, 0x90, 0)],
    ["a GIF", new TextEncoder().encode("GIF89a")],
    ["a ZIP or DOCX", bytes(0x50, 0x4b, 0x03, 0x04)],
    ["text that mentions PDF later", new TextEncoder().encode("hello %PDF-")],
    ["'%PDF' without the dash", new TextEncoder().encode("%PDF1")],
    ["a PNG cut short", bytes(0x89, 0x50, 0x4e, 0x47)],
    ["two JPEG bytes only", bytes(0xff, 0xd8)],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_name, head) => {
    expect(sniffFileType(head)).toBeNull();
  });
});
