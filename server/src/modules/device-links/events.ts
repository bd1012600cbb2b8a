import type { followDeviceLinkEndpoint } from '@/contracts/device-links';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { deviceLinks, type DeviceLink } from '../../db/schema';
import type { EventSink } from '../../http/event-stream';
import type { Clock } from '../module';
import { linkState } from './service';

/** The database is the only state API processes share, so it is watched, once per process. */
export const DEVICE_LINK_WATCH_MS = 500;

const FINAL = new Set(['approved', 'denied', 'expired']);

type Listener = (link: DeviceLink) => void;

/**
 * One poller for every open stream of this process: each tick reads all watched links in one
 * query, however many streams follow them, and stops when nobody is watching.
 */
export class LinkWatcher {
  private readonly listeners = new Map<string, Set<Listener>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(
    private readonly db: Db,
    private readonly intervalMs = DEVICE_LINK_WATCH_MS,
  ) {}

  watch(linkId: string, listener: Listener): () => void {
    const set = this.listeners.get(linkId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(linkId, set);
    this.timer ??= setInterval(() => void this.tick(), this.intervalMs);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(linkId);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async tick(): Promise<void> {
    // A slow database must not pile up queries: a tick that is still running skips the next.
    if (this.ticking || this.listeners.size === 0) return;
    this.ticking = true;
    try {
      const rows = await this.db
        .select()
        .from(deviceLinks)
        .where(inArray(deviceLinks.id, [...this.listeners.keys()]));
      for (const row of rows) for (const listener of this.listeners.get(row.id) ?? []) listener(row);
    } catch {
      // The next tick tries again; a stream never fails for one missed read.
    } finally {
      this.ticking = false;
    }
  }
}

/** Sends the status now and on every change, and ends once it is final or the client leaves. */
export async function followLink(
  watcher: LinkWatcher,
  clock: Clock,
  link: DeviceLink,
  sink: EventSink<typeof followDeviceLinkEndpoint>,
): Promise<void> {
  let last = '';
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const report = (row: DeviceLink) => {
    const state = linkState(row, clock());
    if (state.status !== last) {
      sink.send('status', state);
      last = state.status;
    }
    if (FINAL.has(state.status)) finished();
  };
  report(link);
  if (FINAL.has(last)) return;
  const unwatch = watcher.watch(link.id, report);
  try {
    await Promise.race([done, sink.closed]);
  } finally {
    unwatch();
  }
}
