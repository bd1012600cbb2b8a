import { generateUploadUrlEndpoint } from '@/contracts/upload';
import { registerEndpoint } from '../../http/endpoint';
import { createMediaStore } from '../media/store';
import type { Module } from '../module';

export const uploadModule: Module = async (app, { config, clock }) => {
  const store = createMediaStore(config);

  registerEndpoint(app, generateUploadUrlEndpoint, async ({ query, request, reply }) => {
    // A signed URL is a credential for a few minutes; no cache should keep it.
    reply.header('Cache-Control', 'no-store');
    return {
      status: 200,
      body: { data: store({ key: query.key, requestOrigin: `${request.protocol}://${request.host}`, now: clock() }) },
    };
  });
};
