/**
 * Analytics events of spec §7, in one place. Events go to the registered sinks only: nothing
 * leaves the browser by default. A deployment that wants a vendor registers its sink; tests
 * register a capturing one.
 */
export const ANALYTICS_EVENTS = [
  'page_view',
  'begin_checkout',
  'add_to_cart',
  'generate_lead',
  'purchase',
  'express_order',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** The spec's analytics currency. */
export const ANALYTICS_CURRENCY = 'EUR';

/** Event parameters: ids, product types, amounts — never personal data. */
export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  params: AnalyticsParams;
  at: string;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const sinks = new Set<AnalyticsSink>();

/** Adds a sink; the returned function removes it. */
export function registerSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Sends an event to every sink; a failing sink never breaks the page or the other sinks. */
export function track(name: AnalyticsEventName, params: AnalyticsParams = {}, now = new Date()): AnalyticsEvent {
  const event: AnalyticsEvent = { name, params, at: now.toISOString() };
  for (const sink of sinks) {
    try {
      sink(event);
    } catch {
      // Analytics must never cost a sale.
    }
  }
  return event;
}

/** The name of the DOM event `windowEventSink` dispatches (what browser tests listen to). */
export const ANALYTICS_DOM_EVENT = 'asiguro:analytics';

/** A sink that re-dispatches each event on `window`, where a tag manager or a test can listen. */
export function windowEventSink(target: EventTarget = window): AnalyticsSink {
  return (event) => target.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event }));
}
