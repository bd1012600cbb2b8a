import { createHash } from 'node:crypto';
import { CONNECT_WEBHOOK_PATH } from '@/contracts/payouts';
import type { Db } from '../../db/open';
import { SandboxDisputes } from './disputes';
import { SandboxAccounts } from './connect-accounts';
import { SandboxConnectMoney } from './connect-money';
import { SandboxIntents } from './intents';
import { SandboxMethods } from './methods';
import { newId, SandboxStore, type StripeObject } from './store';

export const WEBHOOK_PATH = '/paymee/payment/v3/stripe/webhook/';
const API_VERSION = '2026-10-28.endive';

export interface StripeSandbox {
  store: SandboxStore;
  methods: SandboxMethods;
  intents: SandboxIntents;
  disputes: SandboxDisputes;
  accounts: SandboxAccounts;
  connectMoney: SandboxConnectMoney;
  /** A replayed create with the same Idempotency-Key answers what the first one answered. */
  idempotent(
    key: string | undefined,
    path: string,
    body: string,
    run: () => Promise<{ status: number; body: unknown }>,
  ): Promise<{ status: number; body: unknown }>;
}

export function createStripeSandbox(db: Db, options: { publicApiUrl: string; clock: () => Date }): StripeSandbox {
  const store = new SandboxStore(db, options.clock);
  const methods = new SandboxMethods(store, options.clock);
  /** Events of connected accounts name the account and go to the Connect endpoint, signed with its own secret. */
  const event = (type: string, object: StripeObject, account?: string) => {
    const payload = {
      ...(account && { account }),
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(options.clock().getTime() / 1000),
      data: { object: Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    return {
      url: account ? CONNECT_WEBHOOK_PATH : WEBHOOK_PATH,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(payload),
      signWith: account ? 'stripe-connect' : 'stripe',
    };
  };
  const disputes = new SandboxDisputes(store, { clock: options.clock, event });
  const intents = new SandboxIntents(store, methods, { ...options, event, dispute: (intent) => disputes.open(intent) });
  const accounts = new SandboxAccounts(store, { ...options, event });
  const connectMoney = new SandboxConnectMoney(store, accounts, { ...options, event });

  return {
    store,
    methods,
    intents,
    disputes,
    accounts,
    connectMoney,
    async idempotent(key, path, body, run) {
      if (!key) return run();
      const id = `idem_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
      const hash = createHash('sha256').update(`${path}\n${body}`).digest('hex');
      type Stored = StripeObject & { hash: string; status: number; response: unknown };
      if (!(await store.claim({ id, object: 'idempotency', hash, status: 0, response: null }))) {
        const previous = await store.get<Stored>(id, 'idempotency');
        if (previous?.hash !== hash) {
          return {
            status: 400,
            body: {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            },
          };
        }
        // As at Stripe: a concurrent request with the same key is told to retry (the SDK does).
        if (previous.status === 0) {
          return {
            status: 409,
            body: {
              error: {
                type: 'idempotency_error',
                code: 'idempotency_key_in_use',
                message: 'There is currently another in-progress request using this Stripe token (that probably means you clicked twice).',
              },
            },
          };
        }
        return { status: previous.status, body: previous.response };
      }
      const answer = await run().catch(async (error: unknown) => {
        await store.remove(id);
        throw error;
      });
      if (answer.status < 500) await store.put({ id, object: 'idempotency', hash, status: answer.status, response: answer.body });
      else await store.remove(id);
      return answer;
    },
  };
}
