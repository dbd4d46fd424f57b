import type { AnalyticsEvent } from "../app/analytics/events";
import type { AnalyticsSink } from "../app/analytics/sink.server";

const MAX_EVENTS = 1_000;

/**
 * Development and test only (mounted with the in-process mock, never with a real bank): keeps the
 * latest server-side analytics events in memory so browser tests can read what the server's sink
 * received (GET /__mock/analytics?user_id=…), also for people without JavaScript. The events
 * carry no PII (docs/decisions/0021-step-events.md).
 */
export class MockAnalyticsTap {
  private events: AnalyticsEvent[] = [];

  /** A sink that records each event, then hands it on to `next` (the real sink). */
  sink(next: AnalyticsSink): AnalyticsSink {
    return {
      emit: (event) => {
        this.events.push({ ...event });
        if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
        next.emit(event);
      },
    };
  }

  /** The recorded events, oldest first; only one user's when `userId` is given. */
  list(userId?: string): AnalyticsEvent[] {
    return userId ? this.events.filter((e) => e.user_id === userId) : [...this.events];
  }

  reset(): void {
    this.events = [];
  }
}
