import {
  checkSlugEndpoint,
  createMyChannelEndpoint,
  getChannelEndpoint,
  getMyChannelEndpoint,
  suggestSlugEndpoint,
  updateMyChannelEndpoint,
  type CreateChannelRequest,
  type UpdateChannelRequest,
} from '@/contracts/channel';
import { callEndpoint } from '@/services/api/endpoint-call';
import type { HttpClient } from '@/services/http';

/** `autoCreate`: the API makes a channel from a suggested slug instead of answering 404. */
export const getMyChannel = (client?: HttpClient, autoCreate = false) =>
  callEndpoint(getMyChannelEndpoint, { query: { auto_create: autoCreate ? '1' : '0' }, client });

export const createMyChannel = (body: CreateChannelRequest, client?: HttpClient) => callEndpoint(createMyChannelEndpoint, { body, client });

export const updateMyChannel = (body: UpdateChannelRequest, client?: HttpClient) => callEndpoint(updateMyChannelEndpoint, { body, client });

export const suggestSlug = (q: string, client?: HttpClient) => callEndpoint(suggestSlugEndpoint, { query: { q }, client });

export const checkSlug = (slug: string, client?: HttpClient) => callEndpoint(checkSlugEndpoint, { body: { slug }, client });

/** The public channel; works without a session (SSR passes a request-scoped client). */
export const getChannel = (slug: string, client?: HttpClient) => callEndpoint(getChannelEndpoint, { params: { slug }, client });
