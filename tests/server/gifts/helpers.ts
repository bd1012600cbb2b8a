import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { post } from '../helpers/auth';
import { signedUrl, type TestApp } from '../helpers/test-app';
import { MY_CHANNEL } from '../channel/helpers';
import { seededUser, type SignedInUser } from '../wallet/helpers';

export const EARNINGS = '/core/v1/me/earnings/';
export const giftsPath = (slug: string) => `/core/v3/channel/channels/${encodeURIComponent(slug)}/gifts/`;

let creators = 0;

/** A user holding a channel with a fresh slug. */
export async function creatorWithChannel(testApp: TestApp): Promise<SignedInUser & { slug: string }> {
  const user = await seededUser(testApp);
  const slug = `gifted-${process.pid % 10_000}-${++creators}`;
  const answer = await post(testApp.app, MY_CHANNEL, { slug, display_name: 'Gifted Creator' }, { bearer: user.bearer });
  if (answer.statusCode !== 201) throw new Error(`channel: ${answer.body}`);
  return { ...user, slug };
}

export function sendGift(app: FastifyInstance, user: SignedInUser, slug: string, body: object, key: string = randomUUID()) {
  return post(app, giftsPath(slug), body, { bearer: user.bearer, headers: { 'idempotency-key': key } });
}

export function listGifts(app: FastifyInstance, slug: string, query: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: signedUrl(giftsPath(slug), query) });
}

export function earnings(app: FastifyInstance, user: SignedInUser, query: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: signedUrl(EARNINGS, query), headers: { authorization: `Bearer ${user.bearer}` } });
}

/** The creator's gift earnings still in their hold period, as the earnings endpoint answers them. */
export async function pendingTvs(app: FastifyInstance, user: SignedInUser): Promise<number> {
  const answer = await earnings(app, user);
  if (answer.statusCode !== 200) throw new Error(`earnings: ${answer.body}`);
  return answer.json().pending.total.amount;
}
