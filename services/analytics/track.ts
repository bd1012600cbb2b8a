/** Event properties as the product-analytics backend takes them: flat strings. */
export type AnalyticsProperties = Record<string, string>;

export interface AnalyticsEvent {
  event: string;
  properties: AnalyticsProperties;
  /** Epoch milliseconds when it happened, not when a backend sent it. */
  timestamp: number;
}

type Listener = (event: AnalyticsEvent) => void;

const queue: AnalyticsEvent[] = [];
const listeners = new Set<Listener>();

/**
 * The one way the app reports a product event. The analytics backend arrives in a later issue:
 * until it subscribes, events wait in this page's queue, so none is lost to the delay.
 */
export function track(event: string, properties: AnalyticsProperties, now: () => number = Date.now): void {
  const recorded: AnalyticsEvent = { event, properties: { ...properties }, timestamp: now() };
  queue.push(recorded);
  for (const listener of listeners) listener(recorded);
}

/** Hands over every queued event, oldest first, and empties the queue (the backend's side). */
export function drainAnalyticsQueue(): AnalyticsEvent[] {
  return queue.splice(0, queue.length);
}

/** Called with each event as it is tracked; returns the unsubscribe function. */
export function onAnalyticsEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
