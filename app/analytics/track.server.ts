import { DEFAULT_LOCALE } from "~/i18n/locales";
import { localeOf } from "~/i18n/locale.server";
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { SessionData } from "~/session/data";
import type { AnalyticsEvent } from "./events";
import type { UserIdOf } from "./sink.server";

const QUEUE_MAX = 20;

export function analyticsFields(
  data: SessionData,
  userIdOf: UserIdOf,
  language: string = DEFAULT_LOCALE,
): Omit<AnalyticsEvent, "event"> {
  const { draft, trafficSource } = data;
  return {
    card_selected: draft.cardType,
    traffic_source: trafficSource,
    user_id: userIdOf(draft),
    language,
  };
}

// Recorded on the server so people without JavaScript count; the next page pushes the queue to the data layer.
export function track(context: AppLoadContext, names: string[], extra: Partial<AnalyticsEvent> = {}) {
  const common = analyticsFields(context.session.data, context.userIdOf, localeOf(context));
  const queue = context.session.data.analytics ?? [];
  for (const name of names) {
    const event: AnalyticsEvent = { ...common, ...extra, event: name, event_id: randomUUID() };
    context.analytics.emit(event);
    queue.push(event);
  }
  context.session.data.analytics = queue.slice(-QUEUE_MAX);
}

export function drainQueuedEvents(context: AppLoadContext): AnalyticsEvent[] {
  const queue = context.session.data.analytics ?? [];
  if (queue.length) context.session.data.analytics = [];
  return queue;
}
