import { checkSlug as checkSlugEndpoint, createMyChannel, getChannel, getMyChannel as getMyChannelEndpoint, suggestSlug, updateMyChannel } from '@/contracts/channel';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { createChannel, getMyChannel, getPublicChannel, updateChannel } from './service';
import { checkSlug, suggestSlugs } from './slugs';

export const channelModule: Module = async (app, { database }) => {
  const { db } = database;

  registerEndpoint(app, getMyChannelEndpoint, async ({ principal, query }) => ({
    status: 200,
    body: { data: await getMyChannel(db, principal.userId, query.auto_create === '1') },
  }));

  registerEndpoint(app, createMyChannel, async ({ principal, body }) => ({
    status: 201,
    body: { data: await createChannel(db, principal.userId, body) },
  }));

  registerEndpoint(app, updateMyChannel, async ({ principal, body }) => ({
    status: 200,
    body: { data: await updateChannel(db, principal.userId, body) },
  }));

  registerEndpoint(app, suggestSlug, async ({ query }) => ({
    status: 200,
    body: { data: { slugs: await suggestSlugs(db, query.q) } },
  }));

  registerEndpoint(app, checkSlugEndpoint, async ({ body }) => ({
    status: 200,
    body: { data: await checkSlug(db, body.slug) },
  }));

  registerEndpoint(app, getChannel, async ({ params }) => ({
    status: 200,
    body: { data: await getPublicChannel(db, params.slug) },
  }));
};
