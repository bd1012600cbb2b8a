import type { FastifyInstance } from 'fastify';
import { get, signInWithGoogle } from '../helpers/auth';
import { signedUrl } from '../helpers/test-app';

let users = 0;

export interface SignedInUser {
  bearer: string;
  userId: string;
}

/** A new Google user (named Ana Lima by the helper), signed in; its id read back from /me. */
export async function newUser(app: FastifyInstance, label = 'channel'): Promise<SignedInUser> {
  const { access_token: bearer } = await signInWithGoogle(app, `${label}-${process.pid}-${Date.now()}-${++users}`);
  const me = await get(app, '/core/v1/me/', { bearer });
  return { bearer, userId: me.json().data.id };
}

export function patch(app: FastifyInstance, path: string, body: unknown, bearer: string) {
  return app.inject({ method: 'PATCH', url: signedUrl(path), payload: body as object, headers: { authorization: `Bearer ${bearer}` } });
}

export const MY_CHANNEL = '/core/v3/channel/my-channel/';
export const CHECK_SLUG = '/core/v3/channel/check-slug/';
export const SUGGEST_SLUG = '/core/v3/channel/suggest-slug/';
export const publicChannelPath = (slug: string) => `/core/v3/channel/channels/${encodeURIComponent(slug)}/`;
