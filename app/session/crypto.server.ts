import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** Keys derived with HKDF, so SESSION_SECRET itself never encrypts; `previous` secrets still open what they made. */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string | null;
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
}

const VERSION = "v1";

function keysOf(secret: string) {
  return {
    enc: Buffer.from(hkdfSync("sha256", secret, "secured-card", "at-rest-encryption", 32)),
    mac: Buffer.from(hkdfSync("sha256", secret, "secured-card", "cookie-signing", 32)),
  };
}

function openWith(key: Buffer, iv: string, tag: string, body: string): string | null {
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

const hmac = (key: Buffer, value: string) => createHmac("sha256", key).update(value).digest("base64url");

export function createSealer(secret: string, previous: readonly string[] = []): Sealer {
  const current = keysOf(secret);
  const all = [current, ...previous.map(keysOf)];

  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.enc, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      for (const keys of all) {
        const plain = openWith(keys.enc, iv, tag, body);
        if (plain !== null) return plain;
      }
      return null;
    },
    sign(value) {
      return hmac(current.mac, value);
    },
    verify(value, signature) {
      const given = Buffer.from(signature);
      return all.some((keys) => {
        const expected = Buffer.from(hmac(keys.mac, value));
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
    },
  };
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
