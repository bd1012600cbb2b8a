import type { ObservedRequester } from '@/contracts/device-links';
import Bowser from 'bowser';
import { isIP } from 'node:net';
import type { DeviceLink } from '../../db/schema';

/** The network an address belongs to, coarse enough to recognise: an IPv4 /24 or an IPv6 /48. */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(ip) !== 6) return null;
  const [head = '', tail = ''] = ip.split('::');
  const groups = [...head.split(':').filter(Boolean)];
  const missing = 8 - groups.length - tail.split(':').filter(Boolean).length;
  const full = [...groups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail.split(':').filter(Boolean)];
  return `${full.slice(0, 3).join(':')}::/48`;
}

const named = (name: string | undefined, version: string | undefined) =>
  name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null;

/** What the server saw of the requester, for the approver; nothing here came from the request body. */
export function observedRequester(link: DeviceLink, now: Date): ObservedRequester {
  const parsed = link.requestUserAgent ? Bowser.parse(link.requestUserAgent) : undefined;
  return {
    ip: link.requestIp,
    network: networkOf(link.requestIp),
    browser: named(parsed?.browser.name, parsed?.browser.version),
    os: named(parsed?.os.name, parsed?.os.versionName ?? parsed?.os.version),
    age_seconds: Math.max(0, Math.floor((now.getTime() - link.createdAt.getTime()) / 1000)),
  };
}
