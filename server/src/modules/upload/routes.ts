import { generateUploadUrl } from '@/contracts/upload';
import { uploads } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';
import { createMediaStore } from '../media/store';
import type { Module } from '../module';

export const uploadModule: Module = async (app, { config, clock, database }) => {
  const store = createMediaStore(config);

  registerEndpoint(app, generateUploadUrl, async ({ query, request, reply, principal }) => {
    // A signed URL is a credential for a few minutes; no cache should keep it.
    reply.header('Cache-Control', 'no-store');
    const now = clock();
    const { object, ...urls } = store({ key: query.key, requestOrigin: `${request.protocol}://${request.host}`, now });
    // Recorded so the cleanup job can remove the file if no channel ever shows it.
    await database.db.insert(uploads).values({ object, userId: principal.userId, serveUrl: urls.serve_url, createdAt: now });
    return { status: 200, body: { data: urls } };
  });
};
