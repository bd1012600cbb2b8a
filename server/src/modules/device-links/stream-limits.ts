import { ErrorCode } from '@/contracts/envelope';
import { ApiError } from '../../http/errors';

/** Open event streams one link, and one address, may hold in this process. */
export const STREAMS_PER_LINK = 3;
export const STREAMS_PER_ADDRESS = 20;

/**
 * Counts open streams; a stream over either limit is refused (429) before it opens. The
 * requesting browser needs one stream, a reload or a second tab another.
 */
export class StreamLimits {
  private readonly byLink = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly perLink = STREAMS_PER_LINK,
    private readonly perAddress = STREAMS_PER_ADDRESS,
  ) {}

  /** Takes a slot, or throws 429; call the answer when the stream ends. */
  acquire(linkId: string, ip: string): () => void {
    if ((this.byLink.get(linkId) ?? 0) >= this.perLink || (this.byAddress.get(ip) ?? 0) >= this.perAddress) {
      throw new ApiError(429, ErrorCode.RATE_LIMITED, 'Too many open streams for this sign-in link; close the other tabs.');
    }
    const bump = (map: Map<string, number>, key: string, by: number) => {
      const next = (map.get(key) ?? 0) + by;
      if (next <= 0) map.delete(key);
      else map.set(key, next);
    };
    bump(this.byLink, linkId, 1);
    bump(this.byAddress, ip, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      bump(this.byLink, linkId, -1);
      bump(this.byAddress, ip, -1);
    };
  }
}
