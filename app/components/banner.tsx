import { useEffect, useState } from "react";
import { BANNER_POLL_MS } from "~/domain/constants";
import { LOCALE_TAG } from "~/i18n/locales";

// SPEC §1. A plain `fetch`, not a fetcher: a fetcher's failed load would replace the page with the error
// boundary (ADR 0002). The bank writes in English whatever the page's language: marked so.
export function BannerRegion({ initial }: { initial: string[] }) {
  const [messages, setMessages] = useState(initial);
  useEffect(() => setMessages(initial), [initial]);
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const response = await fetch("/banner", { headers: { accept: "application/json" } });
        if (!response.ok) return;
        const body: unknown = await response.json();
        if (isBanner(body)) setMessages(body.messages);
      } catch {
        // Keep what is shown; the next poll tries again.
      }
    }, BANNER_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="banner-region" role="status" aria-live="polite">
      {messages.map((message) => (
        <p className="banner" key={message} lang={LOCALE_TAG.en}>
          {message}
        </p>
      ))}
    </div>
  );
}

function isBanner(value: unknown): value is { messages: string[] } {
  const messages = (value as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) && messages.every((m) => typeof m === "string");
}
