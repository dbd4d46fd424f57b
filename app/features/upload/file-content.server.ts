import { GIF } from "image-size/types/gif";
import type { IImage } from "image-size/types/interface";
import { JPG } from "image-size/types/jpg";
import { PNG } from "image-size/types/png";
import { TIFF } from "image-size/types/tiff";
import { fromBufferPromise, type Entry } from "yauzl";
import { acceptedFileType, type AcceptedFileType } from "~/domain/documents";
import { sniffFileType } from "~/domain/file-signature";

/** ADR 0239: the type its name, declared type and bytes all say; nothing is decompressed (DOCX by its ZIP directory). */
export async function checkedFileType(
  bytes: Uint8Array,
  file: { name: string; type: string },
): Promise<AcceptedFileType | null> {
  const claimed = acceptedFileType(file);
  if (!claimed || sniffFileType(bytes) !== claimed) return null;
  // The image readers view the whole underlying buffer: give them one that holds only this file.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  try {
    return (await READERS[claimed](own)) ? claimed : null;
  } catch {
    // A reader that trips over hostile bytes has not read the type.
    return null;
  }
}

const READERS: Record<AcceptedFileType, (bytes: Uint8Array) => boolean | Promise<boolean>> = {
  "image/jpeg": (bytes) => hasDimensions(JPG, bytes),
  "image/png": (bytes) => hasDimensions(PNG, bytes),
  "image/gif": (bytes) => hasDimensions(GIF, bytes),
  "image/tiff": (bytes) => hasDimensions(TIFF, bytes),
  "application/pdf": isPdf,
  "application/msword": isWordDocument,
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": isWordPackage,
};

function hasDimensions(reader: IImage, bytes: Uint8Array): boolean {
  try {
    if (!reader.validate(bytes)) return false;
    const { width, height } = reader.calculate(bytes);
    return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0;
  } catch {
    return false;
  }
}

/** Readers look for the end-of-file marker in the last kilobyte (PDF 1.7 implementation notes). */
const PDF_TAIL_BYTES = 1024;
const latin1 = new TextDecoder("latin1");

function isPdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-\d\.\d/.test(latin1.decode(bytes.subarray(0, 8)))) return false;
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)));
  const end = tail.lastIndexOf("%%EOF");
  return end > 0 && /startxref|trailer/.test(tail.slice(0, end));
}

const OLE_HEADER_BYTES = 512;
const OLE_DIRECTORY_ENTRY_BYTES = 128;
const OLE_HEADER_FAT_SECTORS = 109;
const OLE_STREAM = 2;
const OLE_ROOT = 5;

/** The header alone is also the start of an Excel 97 file or an .msi: the directory must name 'WordDocument'. */
function isWordDocument(bytes: Uint8Array): boolean {
  if (bytes.length < OLE_HEADER_BYTES) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const major = u16(0x1a);
  const shift = u16(0x1e);
  const saneSectors = (major === 3 && shift === 9) || (major === 4 && shift === 12);
  if (u16(0x1c) !== 0xfffe || !saneSectors || u16(0x20) !== 6) return false;

  const sectorSize = 1 << shift;
  const sectors = Math.floor(bytes.length / sectorSize) - 1;
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;
  const perSector = sectorSize / 4;

  const fatCount = u32(0x2c);
  if (fatCount === 0 || fatCount > sectors) return false;
  const fat: number[] = [];
  for (let i = 0; i < OLE_HEADER_FAT_SECTORS && fat.length < fatCount; i++) fat.push(u32(0x4c + 4 * i));
  // Every step below moves to a sector of the file: a chain longer than the file has is a loop.
  for (let difat = u32(0x44), hops = 0; fat.length < fatCount; hops++) {
    if (difat >= sectors || hops > sectors) return false;
    for (let i = 0; i < perSector - 1 && fat.length < fatCount; i++) fat.push(u32(offsetOf(difat) + 4 * i));
    difat = u32(offsetOf(difat) + sectorSize - 4);
  }
  if (fat.some((sector) => sector >= sectors)) return false;
  const next = (sector: number) => {
    const fatSector = fat[Math.floor(sector / perSector)];
    return fatSector === undefined ? Number.MAX_SAFE_INTEGER : u32(offsetOf(fatSector) + (sector % perSector) * 4);
  };

  // The directory's chain; any number past the file's sectors (ENDOFCHAIN among them) ends it.
  for (let sector = u32(0x30), hops = 0; sector < sectors; sector = next(sector), hops++) {
    if (hops > sectors) return false;
    for (let at = offsetOf(sector); at < offsetOf(sector) + sectorSize; at += OLE_DIRECTORY_ENTRY_BYTES) {
      const type = view.getUint8(at + 0x42);
      if (hops === 0 && at === offsetOf(sector) && type !== OLE_ROOT) return false;
      if (type === OLE_STREAM && u16(at + 0x40) === 26 && utf16(bytes.subarray(at, at + 24)) === "WordDocument") {
        return true;
      }
    }
  }
  return false;
}

const utf16 = (bytes: Uint8Array) => new TextDecoder("utf-16le").decode(bytes);

/** Ours: a Word document has tens of parts; one with images, a few hundred. */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;
/** Ours: text compresses some tens of times; far more is a bomb. Small parts may be anything. */
export const DOCX_MAX_RATIO = 100;
const RATIO_FROM_BYTES = 1024 * 1024;

const STORED = 0;
const DEFLATED = 8;
/** Programs, scripts, pages and archives have no place in a Word document; nor do macros (.docm). */
const FORBIDDEN_EXTENSION =
  /\.(exe|dll|com|scr|msi|msp|cpl|pif|lnk|bat|cmd|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|app|html?|zip|rar|7z|gz|tgz|bz2|xz|tar|cab|iso|apk)$/i;
const MACROS = /(^|\/)vbaproject\.bin$/i;
const REQUIRED_PARTS = ["[content_types].xml", "word/document.xml"];

async function isWordPackage(bytes: Uint8Array): Promise<boolean> {
  const entries = await zipDirectory(bytes);
  if (!entries) return false;
  const names = entries.map((entry) => entry.fileName.toLowerCase());
  if (new Set(names).size !== names.length) return false;
  if (!REQUIRED_PARTS.every((part) => names.includes(part))) return false;
  let expanded = 0;
  for (const entry of entries) {
    if (FORBIDDEN_EXTENSION.test(entry.fileName) || MACROS.test(entry.fileName)) return false;
    if (entry.isEncrypted() || ![STORED, DEFLATED].includes(entry.compressionMethod)) return false;
    const { compressedSize, uncompressedSize } = entry;
    if (uncompressedSize > RATIO_FROM_BYTES && uncompressedSize > DOCX_MAX_RATIO * compressedSize) return false;
    expanded += uncompressedSize;
  }
  return expanded <= DOCX_MAX_EXPANDED_BYTES;
}

async function zipDirectory(bytes: Uint8Array): Promise<Entry[] | null> {
  try {
    const zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      autoClose: true,
    });
    if (zip.entryCount > DOCX_MAX_ENTRIES) return null;
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    return entries;
  } catch {
    return null;
  }
}
