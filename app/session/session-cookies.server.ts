import { isLocale, type Locale } from "~/i18n/locales";
import type { Sealer } from "./crypto.server";

const LANGUAGE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The session cookie (`id.issuedAt.signature`: the issue time tells a never-stored session from an
 * expired one) and the language cookie, which outlives any session (ADR 0160).
 */
export class SessionCookies {
  readonly name: string;
  readonly languageName: string;

  constructor(
    private readonly sealer: Sealer,
    /** Secure cookies with the __Host- prefix (production). */
    private readonly secure: boolean,
    private readonly now: () => number,
  ) {
    this.name = secure ? "__Host-sid" : "sid";
    this.languageName = secure ? "__Host-lng" : "lng";
  }

  serialize(id: string): string {
    const payload = `${id}.${this.now().toString(36)}`;
    return this.header(`${this.name}=${payload}.${this.sealer.sign(payload)}`);
  }

  /** Removes the session cookie (sign-out). */
  expired(): string {
    return this.header(`${this.name}=`, "Max-Age=0");
  }

  /** The chosen language only (no id, nothing personal), for a year. */
  serializeLanguage(locale: Locale): string {
    return this.header(`${this.languageName}=${locale}`, `Max-Age=${LANGUAGE_MAX_AGE_S}`);
  }

  read(header: string | null | undefined): { id: string; issuedAt: number } | null {
    if (!header) return null;
    for (const part of header.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name !== this.name) continue;
      const value = rest.join("=");
      const dot = value.lastIndexOf(".");
      if (dot <= 0) return null;
      const payload = value.slice(0, dot);
      if (!this.sealer.verify(payload, value.slice(dot + 1))) return null;
      const [id = "", issued] = payload.split(".");
      // Cookies from before the issue time was added count as issued long ago.
      const issuedAt = issued ? parseInt(issued, 36) : 0;
      return id ? { id, issuedAt: Number.isFinite(issuedAt) ? issuedAt : 0 } : null;
    }
    return null;
  }

  readLanguage(header: string | null | undefined): Locale | null {
    if (!header) return null;
    for (const part of header.split(";")) {
      const [name, value] = part.trim().split("=");
      if (name === this.languageName && isLocale(value)) return value;
    }
    return null;
  }

  private header(nameValue: string, ...extra: string[]): string {
    const parts = [nameValue, "Path=/", "HttpOnly", "SameSite=Lax", ...extra];
    if (this.secure) parts.push("Secure");
    return parts.join("; ");
  }
}
