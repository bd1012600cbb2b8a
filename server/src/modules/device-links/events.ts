import type { followDeviceLinkEndpoint } from '@/contracts/device-links';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventSink } from '../../http/event-stream';
import type { ModuleContext } from '../module';
import { linkForSecret, linkState } from './service';

/** The database is the only shared state between API processes, so the stream watches it. */
export const DEVICE_LINK_WATCH_MS = 500;

const FINAL = new Set(['approved', 'denied', 'expired']);

/** Sends the status now and on every change, and ends once it is final or the client leaves. */
export async function followLink(
  context: ModuleContext,
  linkId: string,
  secret: string,
  sink: EventSink<typeof followDeviceLinkEndpoint>,
): Promise<void> {
  let last = '';
  while (!sink.isClosed()) {
    const state = linkState(await linkForSecret(context, linkId, secret), context.clock());
    if (state.status !== last) {
      sink.send('status', state);
      last = state.status;
    }
    if (FINAL.has(state.status)) return;
    await Promise.race([sleep(DEVICE_LINK_WATCH_MS), sink.closed]);
  }
}
