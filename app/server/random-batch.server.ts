import { randomBytes } from "node:crypto";

// Random values cut from a batch of CSPRNG bytes: one call into the CSPRNG per 4 KB instead of one
// (and a Buffer) per value; each byte is used once. For values made on every request: CSP nonces,
// request and trace ids (issue 15).
const BATCH_BYTES = 4096;
let batch: Buffer = Buffer.alloc(0);
let offset = 0;

/** `bytes` fresh random bytes (at most 4 KB) as hex or base64 text. */
export function randomText(bytes: number, encoding: "hex" | "base64"): string {
  if (bytes > BATCH_BYTES) throw new RangeError(`at most ${BATCH_BYTES} bytes`);
  if (offset + bytes > batch.length) {
    batch = randomBytes(BATCH_BYTES);
    offset = 0;
  }
  const text = batch.toString(encoding, offset, offset + bytes);
  offset += bytes;
  return text;
}
