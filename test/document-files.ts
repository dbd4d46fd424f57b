/**
 * Small files of each accepted type, made here, and the hostile ones an upload must refuse: a ZIP
 * built entry by entry (stored or deflated, with declared sizes that may lie), an OLE2 compound file
 * with a chosen directory, images with chosen dimensions.
 */
import { crc32, deflateRawSync } from "node:zlib";

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);

export function join(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** Little-endian fields, as ZIP, OLE2 and 'II' TIFF write them. */
function le(...fields: Array<[value: number, bytes: 2 | 4]>): Uint8Array {
  const out = new Uint8Array(fields.reduce((n, [, size]) => n + size, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [value, size] of fields) {
    if (size === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += size;
  }
  return out;
}

/* ---- ZIP ---- */

export interface ZipEntry {
  name: string;
  data: Uint8Array | string;
  /** Deflate the data (else stored). */
  deflate?: boolean;
  /** The expanded size the directory declares, when it should lie (deflated entries only: a stored one's sizes must match). */
  declaredSize?: number;
  /** What the headers say of it: another compression method, or encryption (the data stays as made). */
  method?: number;
  encrypted?: boolean;
}

/** A ZIP archive: local headers and data, the central directory, the end record (with `comment`). */
export function zip(entries: ZipEntry[], comment = ""): Uint8Array<ArrayBuffer> {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.data === "string" ? bytesOf(entry.data) : entry.data;
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const name = bytesOf(entry.name);
    const method = entry.method ?? (entry.deflate ? 8 : 0);
    const size = entry.declaredSize ?? raw.byteLength;
    const crc = crc32(raw);
    const common: Array<[number, 2 | 4]> = [
      [20, 2], // version needed
      [entry.encrypted ? 0x801 : 0x800, 2], // flags: UTF-8 names, encrypted
      [method, 2],
      [0, 2], // time
      [0x21, 2], // date: 1980-01-01
      [crc, 4],
      [data.byteLength, 4],
      [size, 4],
      [name.byteLength, 2],
      [0, 2], // extra length
    ];
    const local = join(le([0x04034b50, 4], ...common), name, data);
    centrals.push(join(le([0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]), name));
    locals.push(local);
    offset += local.byteLength;
  }
  const directory = join(...centrals);
  const note = bytesOf(comment);
  const end = le(
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [entries.length, 2],
    [entries.length, 2],
    [directory.byteLength, 4],
    [offset, 4],
    [note.byteLength, 2],
  );
  return join(...locals, directory, end, note);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Pay stub</w:t></w:r></w:p></w:body></w:document>`;

/** The parts of a minimal Word document. */
export const DOCX_PARTS: ZipEntry[] = [
  { name: "[Content_Types].xml", data: CONTENT_TYPES, deflate: true },
  { name: "_rels/.rels", data: RELS, deflate: true },
  { name: "word/document.xml", data: DOCUMENT, deflate: true },
];
export const DOCX = zip(DOCX_PARTS);
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/* ---- OLE2 compound file (DOC) ---- */

/** A directory entry: its UTF-16 name, type (1 storage, 2 stream, 5 root). */
function directoryEntry(name: string, type: number): Uint8Array {
  const out = new Uint8Array(128);
  const view = new DataView(out.buffer);
  for (let i = 0; i < name.length; i++) view.setUint16(i * 2, name.charCodeAt(i), true);
  view.setUint16(0x40, (name.length + 1) * 2, true);
  out[0x42] = type;
  view.setUint32(0x44, 0xffffffff, true); // left sibling: none
  view.setUint32(0x48, 0xffffffff, true); // right sibling: none
  view.setUint32(0x4c, type === 5 ? 1 : 0xffffffff, true); // the root's child: entry 1
  view.setUint32(0x74, 0xfffffffe, true); // start sector: none
  return out;
}

/**
 * A version-3 compound file of 512-byte sectors: the header, one FAT sector (sector 0), one directory
 * sector (sector 1) holding the root and `stream`; `major` and `sectorShift` only change what the header says. Word's own files name their main stream 'WordDocument'.
 */
export function compoundFile({
  stream = "WordDocument",
  rootType = 5,
  major = 3,
  sectorShift = 9,
} = {}): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const view = new DataView(header.buffer);
  view.setUint16(0x18, 0x3e, true); // minor version
  view.setUint16(0x1a, major, true); // major version (3: 512-byte sectors)
  view.setUint16(0x1c, 0xfffe, true); // byte order
  view.setUint16(0x1e, sectorShift, true);
  view.setUint16(0x20, 6, true); // mini sectors of 64 bytes
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // the directory starts at sector 1
  view.setUint32(0x38, 4096, true); // mini stream cutoff
  view.setUint32(0x3c, 0xfffffffe, true); // no mini FAT
  view.setUint32(0x44, 0xfffffffe, true); // no DIFAT sectors
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + 4 * i, i === 0 ? 0 : 0xffffffff, true);
  const fat = new Uint8Array(512).fill(0xff);
  new DataView(fat.buffer).setUint32(0, 0xfffffffd, true); // sector 0: a FAT sector
  new DataView(fat.buffer).setUint32(4, 0xfffffffe, true); // sector 1: the directory's last
  const directory = join(
    directoryEntry("Root Entry", rootType),
    directoryEntry(stream, 2),
    new Uint8Array(128),
    new Uint8Array(128),
  );
  return join(header, fat, directory);
}
export const DOC = compoundFile();

/* ---- PDF ---- */

/** A tiny but well-formed PDF: header, one object, cross-reference pointer, trailer, end marker. */
export const PDF = bytesOf(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n",
);

/** A PDF of exactly `size` bytes: the same header and end, padded with a comment-free body of spaces. */
export function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const head = bytesOf("%PDF-1.4\n");
  const tail = bytesOf("trailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n");
  return join(head, new Uint8Array(size - head.byteLength - tail.byteLength).fill(0x20), tail);
}

/* ---- Images ---- */

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);
/** A 2×1 JPEG (as a browser's canvas encodes one). */
export const JPEG = Uint8Array.from(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAA/9k=",
    "base64",
  ),
);
/** A 1×1 GIF. */
export const GIF = Uint8Array.from(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));

/** A `width`×`height` 8-bit grey TIFF, little-endian ('II*\0') or big-endian ('MM\0*'). */
export function tiff({ width = 1, height = 1, bigEndian = false } = {}): Uint8Array<ArrayBuffer> {
  const tags: Array<[tag: number, type: number, value: number]> = [
    [256, 3, width], // ImageWidth
    [257, 3, height], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 1], // PhotometricInterpretation: black is zero
    [273, 4, 0], // StripOffsets (set below)
    [277, 3, 1], // SamplesPerPixel
    [278, 3, height], // RowsPerStrip
    [279, 4, width * height], // StripByteCounts
  ];
  const ifdBytes = 2 + tags.length * 12 + 4;
  const pixelsAt = 8 + ifdBytes;
  const out = new Uint8Array(pixelsAt + width * height).fill(0x80, pixelsAt);
  const view = new DataView(out.buffer);
  const little = !bigEndian;
  out.set(bigEndian ? [0x4d, 0x4d, 0x00, 0x2a] : [0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, little);
  view.setUint16(8, tags.length, little);
  tags.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    view.setUint16(at, tag, little);
    view.setUint16(at + 2, type, little);
    view.setUint32(at + 4, 1, little);
    if (type === 3) view.setUint16(at + 8, value, little);
    else view.setUint32(at + 8, tag === 273 ? pixelsAt : value, little);
  });
  return out;
}
export const TIFF = tiff();

/** The start of a Windows program ('MZ'). */
export const EXE = join(bytesOf("MZ"), new Uint8Array(1024).fill(0x90));
