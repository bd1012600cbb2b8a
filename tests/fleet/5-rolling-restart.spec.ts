import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { signatureParam } from '../../contracts/signing';
import { follow } from './support/event-stream';
import { BALANCER, call, clusterEvents, clusterLog, instancePid, ledgerVerify, SHUTDOWN_DEADLINE_SECONDS } from './support/fleet';
import { load, type LoadResult } from './support/load';
import { newAccount, newChannel } from './support/people';

const LOAD_SECONDS = 60;
const INSTANCES = ['api-1', 'api-2', 'web-1', 'web-2'];
const SIGNING_KEY = process.env.NEXT_PUBLIC_API_SIGNING_KEY || 'starlit-dev-signing-key';
const signed = (path: string) =>
  `${BALANCER.api}${path}?verify=${encodeURIComponent(signatureParam(SIGNING_KEY, path, Math.floor(Date.now() / 1000)))}`;
/** HAProxy's server names in deploy/haproxy.cfg. */
const serverOf = (name: string) => name.replace('-', '/').replace(/^(api|web)\//, '$1/$1');

/**
 * One device-link event stream kept open through the balancer the whole time, as a waiting
 * browser does: when its instance drains it gets `reconnect` and opens it again; a link that
 * ends (expired) is replaced. Anything else (a refused open, a stream cut without `reconnect`)
 * is a failure.
 */
function keepStreamOpen() {
  const failures: string[] = [];
  let reconnects = 0;
  const controller = new AbortController();
  const running = (async () => {
    while (!controller.signal.aborted) {
      const device = { device_id: `fleet-load-${randomUUID()}`, device_type: 'web', os: 'Linux', device_name: 'Load' };
      const created = await call(BALANCER.api, '/core/v1/device-links/', {
        method: 'POST',
        body: device,
        headers: { 'device-id': device.device_id },
      });
      if (created.status !== 201) {
        failures.push(`create: ${created.status}`);
        return;
      }
      const { link_id: linkId, secret } = created.body.data;
      for (;;) {
        const stream = follow(signed(`/core/v1/device-links/${linkId}/events/`), { 'x-device-link-secret': secret }, controller.signal);
        try {
          await stream.ended;
        } catch (error) {
          if (!controller.signal.aborted) failures.push(`stream: ${(error as Error).message}`);
          return;
        }
        const last = stream.events.at(-1);
        if (last?.event === 'reconnect') {
          reconnects += 1;
          continue;
        }
        if (!last || !['expired', 'denied', 'approved'].includes(JSON.parse(last.data).status))
          failures.push(`stream ended after ${last?.event}`);
        break;
      }
    }
  })();
  return {
    failures,
    reconnects: () => reconnects,
    async stop() {
      controller.abort();
      await running;
    },
  };
}

/** How often HAProxy has reported the instance's server UP (it prints every health state change). */
const upCount = (name: string) => clusterLog().split(`Server ${serverOf(name)} is UP`).length - 1;

/** SIGTERM to one instance; resolves with its SIGTERM→exit time once it is back in the balancer. */
async function restart(name: string): Promise<number> {
  const pid = instancePid(name);
  const upBefore = upCount(name);
  const startsBefore = clusterEvents().filter((event) => event.name === name && event.event === 'started').length;
  const sentAt = Date.now();
  process.kill(pid, 'SIGTERM');
  await expect
    .poll(() => clusterEvents().find((event) => event.name === name && event.event === 'exited' && event.at >= sentAt), {
      timeout: (SHUTDOWN_DEADLINE_SECONDS + 5) * 1000,
    })
    .toBeTruthy();
  const exit = clusterEvents().find((event) => event.name === name && event.event === 'exited' && event.at >= sentAt)!;
  expect([exit.code, exit.signal], `${name} exit`).toEqual([0, null]);
  // Started again by the cluster, and taken back in by the balancer's health checks.
  await expect
    .poll(() => clusterEvents().filter((event) => event.name === name && event.event === 'started').length, { timeout: 90_000 })
    .toBe(startsBefore + 1);
  await expect.poll(() => upCount(name), { timeout: 20_000 }).toBeGreaterThan(upBefore);
  return exit.at - sentAt;
}

test('issue 28, test 5: a rolling restart of every instance under load fails no request', async () => {
  test.setTimeout(300_000);
  const account = await newAccount('Loaded');
  const slug = await newChannel(account, 'Under Load');
  const bearer = { authorization: `Bearer ${account.bearer}` };
  expect((await fetch(`${BALANCER.web}/@${slug}`)).status).toBe(200);
  const stream = keepStreamOpen();
  const targets = [
    { name: 'GET /health', url: `${BALANCER.api}/health` },
    { name: 'GET /core/v1/me/', url: signed('/core/v1/me/'), headers: bearer },
    { name: 'GET balance', url: signed('/billy/v5/billing/balance/'), headers: bearer },
    { name: 'GET channel page', url: `${BALANCER.web}/@${slug}` },
  ];
  // Ended by stop(), once the minute is over and every instance is back.
  const runs = targets.map((target) => load({ url: target.url, headers: target.headers, connections: 2, duration: 600 }));
  const startedAt = Date.now();

  const exitTimes: Record<string, number> = {};
  try {
    for (const name of INSTANCES) exitTimes[name] = await restart(name);
    // The load lasts at least its minute, however fast the restarts went.
    const left = LOAD_SECONDS * 1000 - (Date.now() - startedAt);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  } finally {
    for (const run of runs) run.stop();
  }
  const results: LoadResult[] = await Promise.all(runs.map((run) => run.done));
  await stream.stop();

  const loadSeconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`rolling restart under ${loadSeconds} s of load; SIGTERM→exit (ms): ${JSON.stringify(exitTimes)}`);
  console.table(
    results.map((result, index) => ({
      target: targets[index]!.name,
      requests: result.requests.total,
      'p99 ms': result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      '5xx': result['5xx'],
      statuses: JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]))),
    })),
  );
  console.log(`event stream: ${stream.reconnects()} reconnect(s), failures: ${JSON.stringify(stream.failures)}`);

  for (const [index, result] of results.entries()) {
    const target = targets[index]!.name;
    expect(result.requests.total, target).toBeGreaterThan(0);
    expect([result.errors, result.timeouts, result['5xx']], `${target}: socket errors, timeouts, 5xx`).toEqual([0, 0, 0]);
    expect(Object.keys(result.statusCodeStats), target).toEqual(['200']);
  }
  expect(stream.failures).toEqual([]);
  expect(stream.reconnects()).toBeGreaterThanOrEqual(1);
  for (const name of INSTANCES) expect(exitTimes[name], name).toBeLessThanOrEqual(SHUTDOWN_DEADLINE_SECONDS * 1000);
  const verified = await ledgerVerify();
  expect(verified.code, verified.output).toBe(0);
});
