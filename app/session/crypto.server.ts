import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * AES-256-GCM sealing for values at rest (SSN, date of birth, whole session files).
 * The key is derived from SESSION_SECRET with HKDF so the secret itself never encrypts data.
 */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string | null;
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
}

const VERSION = "v1";

export function createSealer(secret: string): Sealer {
  const encKey = Buffer.from(hkdfSync("sha256", secret, "secured-card", "at-rest-encryption", 32));
  const macKey = Buffer.from(hkdfSync("sha256", secret, "secured-card", "cookie-signing", 32));

  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", encKey, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
    sign(value) {
      return createHmac("sha256", macKey).update(value).digest("base64url");
    },
    verify(value, signature) {
      const expected = Buffer.from(this.sign(value));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
