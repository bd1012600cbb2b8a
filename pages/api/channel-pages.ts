import type { NextApiRequest, NextApiResponse } from 'next';
import { z } from 'zod';
import { getMyChannel } from '@/services/api/channel/channel';
import { listChannelGifts } from '@/services/api/gifts/gifts';
import { accessTokenFromCookies, createServerApi } from '@/services/http/server-api';
import { GIFT_REFRESH_WINDOW_MS, channelPagePaths } from '@/services/pages/channel-pages';

const giftedBody = z.object({ gifted: z.string().min(1).max(64) });

/**
 * Which channel's pages to render: the caller's own (no body), or with `{ gifted: slug }` a
 * channel whose newest gift is at most two minutes old (the caller just sent it: a signed-in
 * fan). Answers the error itself and resolves to null when there is none to render.
 */
async function channelToRender(request: NextApiRequest, accessToken: string, response: NextApiResponse): Promise<string | null> {
  const api = createServerApi({ accessToken }).core;
  if (request.body === undefined || request.body === '') {
    const answer = await getMyChannel(api);
    if (answer.ok) return answer.data.data.slug;
    const status = answer.status === 401 || answer.status === 404 ? answer.status : 502;
    response.status(status).json({ code: answer.code, message: 'Your channel could not be read.', details: [] });
    return null;
  }
  const body = giftedBody.safeParse(request.body);
  if (!body.success) {
    response.status(400).json({ code: 'VALIDATION_ERROR', message: 'Send { gifted: slug } or nothing.', details: [] });
    return null;
  }
  const gifts = await listChannelGifts(body.data.gifted, 1, api);
  const newest = gifts.ok ? gifts.data.data[0] : undefined;
  if (!newest || Date.now() - Date.parse(newest.created_at) > GIFT_REFRESH_WINDOW_MS) {
    response.status(409).json({ code: 'NO_RECENT_GIFT', message: 'This channel received no gift just now.', details: [] });
    return null;
  }
  return body.data.gifted;
}

/**
 * POST: renders a channel's pages again (pages/[slug].tsx is cached by incremental static
 * regeneration): the signed-in owner's after an edit, or one a fan just gifted. Asked of our API
 * with the session cookie, and only pages already rendered once: nobody can make the server
 * render pages at will.
 */
export default async function handler(request: NextApiRequest, response: NextApiResponse) {
  response.setHeader('Cache-Control', 'private, no-store');
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST');
    response.status(405).json({ code: 'METHOD_NOT_ALLOWED', message: 'Use POST.', details: [] });
    return;
  }
  const accessToken = accessTokenFromCookies(request.cookies);
  if (!accessToken) {
    response.status(401).json({ code: 'UNAUTHORIZED', message: 'Sign in first.', details: [] });
    return;
  }
  const slug = await channelToRender(request, accessToken, response);
  if (!slug) return;
  const paths = channelPagePaths(slug);
  try {
    await Promise.all(paths.map((path) => response.revalidate(path, { unstable_onlyGenerated: true })));
  } catch {
    // A page that failed to render keeps its cached copy until its own revalidation.
    response.status(502).json({ code: 'REVALIDATION_FAILED', message: 'Your channel pages could not be rendered again.', details: [] });
    return;
  }
  response.status(200).json({ data: { paths } });
}
