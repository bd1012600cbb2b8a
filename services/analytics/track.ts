/** Event properties as the product-analytics backend takes them: flat strings. */
export type AnalyticsProperties = Record<string, string>;

export interface AnalyticsEvent {
  event: string;
  properties: AnalyticsProperties;
  /** Epoch milliseconds when it happened, not when a backend sent it. */
  timestamp: number;
}

type Listener = (event: AnalyticsEvent) => void;
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/**
 * Until remote config decides, events wait in this page's queue so none is lost to the delay;
 * then they go to the backend, or, with analytics switched off, nowhere.
 */
type Delivery = { mode: 'queue' } | { mode: 'send'; sink: AnalyticsSink } | { mode: 'drop' };

const queue: AnalyticsEvent[] = [];
const listeners = new Set<Listener>();
let delivery: Delivery = { mode: 'queue' };

/** The one way the app reports a product event. */
export function track(event: string, properties: AnalyticsProperties, now: () => number = Date.now): void {
  const recorded: AnalyticsEvent = { event, properties: { ...properties }, timestamp: now() };
  if (delivery.mode === 'queue') queue.push(recorded);
  else if (delivery.mode === 'send') delivery.sink(recorded);
  for (const listener of listeners) listener(recorded);
}

/** Hands over every queued event, oldest first, and empties the queue. */
export function drainAnalyticsQueue(): AnalyticsEvent[] {
  return queue.splice(0, queue.length);
}

/** From now on events go to `sink`, starting with those queued so far, oldest first. */
export function deliverAnalytics(sink: AnalyticsSink): void {
  delivery = { mode: 'send', sink };
  for (const event of drainAnalyticsQueue()) sink(event);
}

/** Analytics is off: the queue is discarded and later events are not kept. */
export function dropAnalytics(): void {
  delivery = { mode: 'drop' };
  drainAnalyticsQueue();
}

/** Called with each event as it is tracked; returns the unsubscribe function. */
export function onAnalyticsEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
