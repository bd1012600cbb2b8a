import {
  checkSlugEndpoint,
  createMyChannelEndpoint,
  getChannelEndpoint,
  getMyChannelEndpoint,
  suggestSlugEndpoint,
  updateMyChannelEndpoint,
} from '@/contracts/channel';
import { listPublicChannelsEndpoint } from '@/contracts/channel-directory';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { listPublicChannels } from './directory';
import { createChannel, getMyChannel, getPublicChannel, updateChannel } from './service';
import { checkSlug, suggestSlugs } from './slugs';

export const channelModule: Module = async (app, { database }) => {
  const { db } = database;

  registerEndpoint(app, getMyChannelEndpoint, async ({ principal, query }) => ({
    status: 200,
    body: { data: await getMyChannel(db, principal.userId, query.auto_create === '1') },
  }));

  registerEndpoint(app, createMyChannelEndpoint, async ({ principal, body }) => ({
    status: 201,
    body: { data: await createChannel(db, principal.userId, body) },
  }));

  registerEndpoint(app, updateMyChannelEndpoint, async ({ principal, body }) => ({
    status: 200,
    body: { data: await updateChannel(db, principal.userId, body) },
  }));

  registerEndpoint(app, suggestSlugEndpoint, async ({ query }) => ({
    status: 200,
    body: { data: { slugs: await suggestSlugs(db, query.q) } },
  }));

  registerEndpoint(app, checkSlugEndpoint, async ({ body }) => ({
    status: 200,
    body: { data: await checkSlug(db, body.slug) },
  }));

  registerEndpoint(app, getChannelEndpoint, async ({ params }) => ({
    status: 200,
    body: { data: await getPublicChannel(db, params.slug) },
  }));

  registerEndpoint(app, listPublicChannelsEndpoint, async ({ query }) => ({
    status: 200,
    body: await listPublicChannels(db, query.page, query.page_size, query.order, query.only),
  }));
};
