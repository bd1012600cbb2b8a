import type { NextApiRequest, NextApiResponse } from 'next';
import { getMyChannel } from '@/services/api/channel/channel';
import { accessTokenFromCookies, createServerApi } from '@/services/http/server-api';
import { channelPagePaths } from '@/services/pages/channel-pages';

/**
 * POST: renders the caller's own channel pages again (pages/[slug].tsx is cached by incremental
 * static regeneration). Only the signed-in owner's channel, asked of our API with the session
 * cookie, and only pages already rendered once: nobody can make the server render pages at will.
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
  const answer = await getMyChannel(createServerApi({ accessToken }).core);
  if (!answer.ok) {
    const status = answer.status === 401 || answer.status === 404 ? answer.status : 502;
    response.status(status).json({ code: answer.code, message: 'Your channel could not be read.', details: [] });
    return;
  }
  const paths = channelPagePaths(answer.data.data.slug);
  try {
    await Promise.all(paths.map((path) => response.revalidate(path, { unstable_onlyGenerated: true })));
  } catch {
    // A page that failed to render keeps its cached copy until its own revalidation.
    response.status(502).json({ code: 'REVALIDATION_FAILED', message: 'Your channel pages could not be rendered again.', details: [] });
    return;
  }
  response.status(200).json({ data: { paths } });
}
