import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { get, post } from '../helpers/auth';
import type { TestApp } from '../helpers/test-app';
import { adjust, deliverWebhooks, seededUser, type SignedInUser } from '../wallet/helpers';

export const SUMMARY = '/paymee/payout/v1/summary/';
export const ACCOUNT = '/paymee/payout/v1/account/';
export const LINK = '/paymee/payout/v1/account/onboarding-link/';
export const PAYOUTS = '/paymee/payout/v1/payouts/';
export const CONNECT_WEBHOOK = '/paymee/payout/v1/stripe/connect-webhook/';

export const summary = (app: FastifyInstance, user: SignedInUser) => get(app, SUMMARY, { bearer: user.bearer });

export function requestPayout(app: FastifyInstance, user: SignedInUser, amount: number, key: string = randomUUID()) {
  return post(app, PAYOUTS, { amount }, { bearer: user.bearer, headers: { 'idempotency-key': key } });
}

/** What a person does on Stripe's hosted onboarding page: fill the form (leaving `omit` out) and submit. */
export async function onboard(
  app: FastifyInstance,
  user: SignedInUser,
  options: { country?: string; outcome?: 'verified' | 'review' | 'reject'; omit?: string[]; language?: string } = {},
) {
  const created = await post(app, ACCOUNT, { country: options.country ?? 'US' }, { bearer: user.bearer });
  if (created.statusCode !== 201) throw new Error(`account: ${created.body}`);
  const link = await post(app, LINK, { language: options.language ?? 'en' }, { bearer: user.bearer });
  if (link.statusCode !== 200) throw new Error(`link: ${link.body}`);
  const path = new URL(link.json().data.url).pathname;
  const fields: Record<string, string> = {
    first_name: 'Ana',
    last_name: 'Lima',
    dob: '1990-01-01',
    line1: 'address_full_match',
    city: 'Springfield',
    postal_code: '12345',
    account_number: '000123456789',
    tos: 'accepted',
    outcome: options.outcome ?? 'verified',
  };
  for (const name of options.omit ?? []) delete fields[name];
  const submitted = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  if (submitted.statusCode !== 303) throw new Error(`onboarding: ${submitted.statusCode} ${submitted.body}`);
  return { link: link.json().data as { url: string }, returnedTo: String(submitted.headers.location) };
}

/** A creator with an enabled payout account and `tvs` minor units of TVS in the wallet. */
export async function readyCreator(testApp: TestApp, tvs: number): Promise<SignedInUser> {
  const user = await seededUser(testApp);
  await onboard(testApp.app, user);
  if (tvs > 0) await adjust(testApp.app, user, 'TVS', tvs);
  return user;
}

/** The stand-in's payout control, as the bank answering. */
export async function bankAnswers(app: FastifyInstance, stripePayoutId: string, action: 'paid' | 'failed') {
  const answer = await app.inject({
    method: 'POST',
    url: `/sandbox/stripe/connect/payouts/${stripePayoutId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  if (answer.statusCode !== 200) throw new Error(`payout control: ${answer.body}`);
  await deliverWebhooks(app);
}
