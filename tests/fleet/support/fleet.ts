import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { signatureParam } from '../../../contracts/signing';

/** The cluster of tests/fleet: HAProxy in front (scripts/cluster.mts), the instances on the next ports. */
export const root = path.resolve(__dirname, '..', '..', '..');
export const BALANCER = { api: 'http://127.0.0.1:4000', web: 'http://127.0.0.1:3000' };
export const API_INSTANCES = ['http://127.0.0.1:4001', 'http://127.0.0.1:4002'] as const;
export const WEB_INSTANCES = ['http://127.0.0.1:3001', 'http://127.0.0.1:3002'] as const;
export const PG_URL = 'postgres://postgres@127.0.0.1:55440/postgres';
export const FLEET_DIR = path.join(root, '.data', 'fleet');
export const EVENTS_FILE = path.join(FLEET_DIR, 'events.jsonl');
export const LOG_FILE = path.join(FLEET_DIR, 'cluster.log');
/** Seconds an instance may take from SIGTERM to exit (the cluster's SHUTDOWN_DEADLINE_SECONDS). */
export const SHUTDOWN_DEADLINE_SECONDS = 10;

/**
 * The settings of the cluster: the sign-in limits are the ones test 4 trips; the money limits are lifted:
 * every account of the run pays and gifts from the one loopback address.
 */
export const LIMITS = { perDevice: 8, perAddress: 40 };
export const FLEET_ENV = {
  DEPLOY_ENV: 'test',
  // Every sign-in passes the bot challenge, as in the e2e stack: the browser's goes through the balancer.
  TURNSTILE_MODE: 'always',
  RATE_LIMIT_PER_DEVICE: String(LIMITS.perDevice),
  RATE_LIMIT_PER_ADDRESS: String(LIMITS.perAddress),
  CHECKOUT_LIMIT_PER_USER: '100000',
  CHECKOUT_LIMIT_PER_ADDRESS: '100000',
  SAVED_CARD_LIMIT_PER_ADDRESS: '100000',
  GIFT_LIMIT_PER_USER: '100000',
  GIFT_LIMIT_PER_ADDRESS: '100000',
};

const SIGNING_KEY = process.env.NEXT_PUBLIC_API_SIGNING_KEY || 'starlit-dev-signing-key';

/** A JSON body read loosely: answers of many shapes, each test asserts the fields it reads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Call {
  method?: string;
  body?: unknown;
  bearer?: string;
  headers?: Record<string, string>;
}

/** A signed API call (as the web client signs it) to `base`: the balancer or one instance. */
export async function call<T = Json>(base: string, pathname: string, { method = 'GET', body, bearer, headers = {} }: Call = {}) {
  const url = new URL(pathname, base);
  url.searchParams.set('verify', signatureParam(SIGNING_KEY, url.pathname, Math.floor(Date.now() / 1000)));
  const answer = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text itself
  }
  return { status: answer.status, body: parsed as T, headers: answer.headers } satisfies Answer<T>;
}

export interface ClusterEvent {
  name: string;
  event: 'started' | 'exited';
  pid?: number;
  code?: number | null;
  signal?: string | null;
  at: number;
}

/** What scripts/cluster.mts recorded (CLUSTER_EVENTS): every instance start and exit. */
export function clusterEvents(): ClusterEvent[] {
  if (!existsSync(EVENTS_FILE)) return [];
  return readFileSync(EVENTS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ClusterEvent);
}

/** The running process of an instance (`api-1`, `web-2`): its last start. */
export function instancePid(name: string): number {
  const started = clusterEvents().filter((event) => event.name === name && event.event === 'started');
  const pid = started.at(-1)?.pid;
  if (!pid) throw new Error(`${name} has not started`);
  return pid;
}

/** The cluster's output so far (every service's lines, prefixed with its name). */
export function clusterLog(): string {
  return existsSync(LOG_FILE) ? readFileSync(LOG_FILE, 'utf8') : '';
}

/** `npm run ledger:verify` against the cluster's database: its exit code and output. */
export async function ledgerVerify(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/ledger-verify.ts'], {
      cwd: root,
      env: { ...process.env, DEPLOY_ENV: 'test', DATABASE_URL: PG_URL },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}
