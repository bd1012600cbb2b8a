import { expect, test } from '@playwright/test';
import { randomInt, randomUUID } from 'node:crypto';
import { API_INSTANCES, BALANCER, call, LIMITS } from './support/fleet';

// A bot challenge is asked for through the `turnstile` bucket, per device and per address
// (server/src/modules/auth/rate-limit.ts); the other tests of the run do not use it.
const challenge = (base: string, deviceId: string, forwardedFor?: string) =>
  call(base, '/core/v1/turnstile/', { headers: { 'device-id': deviceId, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) } });

/** A documentation address (RFC 5737) no other test uses. */
const anAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Sends `count` requests (the i-th from `send(i)`), one after the other; their statuses. */
async function statuses(count: number, send: (index: number) => ReturnType<typeof challenge>): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await send(index);
    if (answer.status === 429) {
      expect(answer.body.code).toBe('RATE_LIMITED');
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    seen.push(answer.status);
  }
  return seen;
}

test.describe('issue 28, test 4: rate limits hold across instances', () => {
  test('one device alternating between the instances is refused after the configured count', async () => {
    const device = `fleet-limit-${randomUUID()}`;
    const address = anAddress();
    const seen = await statuses(LIMITS.perDevice + 2, (index) => challenge(API_INSTANCES[index % 2]!, device, address));
    expect(seen).toEqual([...Array(LIMITS.perDevice).fill(200), 429, 429]);
  });

  test('one address alternating between the instances, a new device each time, is refused after the configured count', async () => {
    const address = anAddress();
    const seen = await statuses(LIMITS.perAddress + 2, (index) =>
      challenge(API_INSTANCES[index % 2]!, `fleet-limit-${randomUUID()}`, address),
    );
    expect(seen).toEqual([...Array(LIMITS.perAddress).fill(200), 429, 429]);
  });

  test('a forged X-Forwarded-For sent to the balancer lands in the per-address bucket of the real address', async () => {
    // New device and a new forged address on every request: only the balancer's own header can count them together.
    const seen = await statuses(LIMITS.perAddress + 2, () => challenge(BALANCER.api, `fleet-limit-${randomUUID()}`, anAddress()));
    const first = seen.indexOf(429);
    // The loopback address may have asked for a challenge or two earlier in the run (a sign-in that was challenged).
    expect(first).toBeGreaterThan(LIMITS.perAddress - 5);
    expect(first).toBeLessThanOrEqual(LIMITS.perAddress);
    expect(seen.slice(first).every((status) => status === 429)).toBe(true);
  });
});
