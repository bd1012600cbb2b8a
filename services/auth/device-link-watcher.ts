import type { CreatedDeviceLink, DeviceLinkState } from '@/contracts/device-links';
import type { HttpResult } from '@/services/http/types';

/**
 * Where a QR sign-in stands for the person looking at the code: `waiting` to be scanned,
 * `confirm` on the other device, `approved` (ready to exchange), or over: `denied`, `expired`,
 * `failed` (the link could not be created).
 */
export type QrPhase =
  | { phase: 'creating' }
  | { phase: 'waiting'; link: CreatedDeviceLink }
  | { phase: 'confirm'; link: CreatedDeviceLink }
  | { phase: 'approved'; link: CreatedDeviceLink }
  | { phase: 'denied' }
  | { phase: 'expired' }
  | { phase: 'failed'; message: string };

export interface DeviceLinkCalls {
  create(): Promise<HttpResult<{ data: CreatedDeviceLink }>>;
  status(linkId: string, secret: string): Promise<HttpResult<{ data: DeviceLinkState }>>;
}

export interface WatchOptions {
  now?: () => number;
  /** Overrides the link's `poll_interval` (seconds), for tests. */
  pollMs?: number;
}

const PHASE_OF_STATUS = { pending: 'waiting', scanned: 'confirm', approved: 'approved', denied: 'denied', expired: 'expired' } as const;

/**
 * Creates a device link and follows its status by polling every `poll_interval` seconds (2 s):
 * the API also streams it, but a poll through the shared client carries the request signature
 * and survives proxies that buffer streams. Following stops at the first final phase, at the
 * link's own expiry even when the network is down, or on `stop()`.
 */
export function watchDeviceLink(calls: DeviceLinkCalls, onPhase: (phase: QrPhase) => void, options: WatchOptions = {}): { stop(): void } {
  const now = options.now ?? Date.now;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';

  const report = (phase: QrPhase) => {
    if (stopped || phase.phase === last) return;
    last = phase.phase;
    onPhase(phase);
  };
  const finish = (phase: QrPhase) => {
    report(phase);
    stopped = true;
    if (timer) clearTimeout(timer);
  };

  void (async () => {
    report({ phase: 'creating' });
    const created = await calls.create();
    if (stopped) return;
    if (!created.ok) {
      finish({ phase: 'failed', message: created.message });
      return;
    }
    const link = created.data.data;
    const expiresAt = now() + link.expires_in * 1000;
    const interval = options.pollMs ?? link.poll_interval * 1000;
    report({ phase: 'waiting', link });

    const poll = async () => {
      if (stopped) return;
      if (now() >= expiresAt) {
        finish({ phase: 'expired' });
        return;
      }
      const answer = await calls.status(link.link_id, link.secret);
      if (stopped) return;
      if (answer.ok) {
        const phase = PHASE_OF_STATUS[answer.data.data.status];
        if (phase === 'waiting' || phase === 'confirm') report({ phase, link });
        else if (phase === 'approved') return finish({ phase, link });
        else return finish({ phase });
      } else if (answer.status === 404) {
        // The API forgot the link (or never had it): nothing more will happen to it.
        return finish({ phase: 'expired' });
      }
      // Any other failure is taken as a hiccup: the next poll tries again until the link expires.
      timer = setTimeout(() => void poll(), interval);
    };
    timer = setTimeout(() => void poll(), interval);
  })();

  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
