import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { signedUrl, type TestApp } from '../helpers/test-app';
import { creatorWithChannel } from '../gifts/helpers';
import { adjust, post, seededUser, type SignedInUser } from '../wallet/helpers';

export const MY_MEMBERSHIPS = '/core/v1/me/memberships/';
export const MY_CHARGES = '/core/v1/me/memberships/charges/';
export const tiersPath = (slug: string) => `/core/v3/channel/channels/${encodeURIComponent(slug)}/tiers/`;
export const membersPath = (slug: string) => `/core/v3/channel/channels/${encodeURIComponent(slug)}/members/`;

/** A signed request with a body and a bearer, any method. */
export function send(
  app: FastifyInstance,
  method: InjectOptions['method'],
  path: string,
  user: SignedInUser,
  body?: unknown,
  headers = {},
) {
  return app.inject({
    method,
    url: signedUrl(path),
    ...(body !== undefined && { payload: body as object }),
    headers: { ...headers, authorization: `Bearer ${user.bearer}` },
  });
}

export function read(app: FastifyInstance, path: string, user?: SignedInUser, query: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: signedUrl(path, query), headers: user ? { authorization: `Bearer ${user.bearer}` } : {} });
}

export async function createTier(app: FastifyInstance, creator: SignedInUser & { slug: string }, body: object) {
  const answer = await send(app, 'POST', tiersPath(creator.slug), creator, body);
  if (answer.statusCode !== 201) throw new Error(`tier: ${answer.body}`);
  return answer.json().data as { id: string; price_stars: number; name: string };
}

export function join(app: FastifyInstance, fan: SignedInUser, slug: string, tierId: string, key: string = randomUUID()) {
  return post(app, MY_MEMBERSHIPS, { channel_slug: slug, tier_id: tierId }, { bearer: fan.bearer, headers: { 'idempotency-key': key } });
}

export function resume(app: FastifyInstance, fan: SignedInUser, id: string, key: string = randomUUID()) {
  return send(app, 'POST', `${MY_MEMBERSHIPS}${id}/resume/`, fan, undefined, { 'idempotency-key': key });
}

/** Runs one renewal round through the sandbox control, after moving its clock `days` forward. */
export async function renewAfter(app: FastifyInstance, days: number) {
  const answer = await app.inject({ method: 'POST', url: '/sandbox/memberships/clock', payload: { days } });
  if (answer.statusCode !== 200) throw new Error(`clock: ${answer.body}`);
  return answer.json().data as { now: string; ran: boolean; charged: number; grace: number; lapsed: number };
}

export async function myMemberships(app: FastifyInstance, fan: SignedInUser) {
  const answer = await read(app, MY_MEMBERSHIPS, fan);
  if (answer.statusCode !== 200) throw new Error(`memberships: ${answer.body}`);
  return answer.json().data as Record<string, unknown>[];
}

/** A creator with a channel and one tier at `price` stars. */
export async function creatorWithTier(testApp: TestApp, price = 50, name = 'Fan club') {
  const creator = await creatorWithChannel(testApp);
  const tier = await createTier(testApp.app, creator, { name, price_stars: price, perks: 'Shout-outs' });
  return { creator, tier };
}

/** A fan with 500 STAR who joined Gold (50) on a channel that also offers Silver (30). */
export async function goldMemberBesideSilver(testApp: TestApp) {
  const { app } = testApp;
  const { creator, tier: gold } = await creatorWithTier(testApp, 50, 'Gold');
  const silver = await createTier(app, creator, { name: 'Silver', price_stars: 30 });
  const fan = await seededUser(testApp);
  await adjust(app, fan, 'STAR', 500);
  const joined = (await join(app, fan, creator.slug, gold.id)).json().data;
  return { creator, gold, silver, fan, joined };
}
