import { randomBytes } from "node:crypto";

// One CSPRNG call per batch, not per value, for values made on every request; each byte is used once.
const BATCH_BYTES = 4096;
let batch: Buffer = Buffer.alloc(0);
let offset = 0;

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
