import { ErrorCode } from '@/contracts/envelope';
import { generateUploadUrlEndpoint, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UploadErrorCode, uploadContentType } from '@/contracts/upload';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploads } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import type { Module, ModuleContext } from '../module';
import { sniffImageType } from './image-type';
import { isValidUpload, MEDIA_OBJECT_PATTERN, readObject, uploadSigningKey, writeObjectOnce } from './local-store';
import { createMediaStore } from './store';

const ACCEPTED = new Set<string>(Object.values(UPLOAD_CONTENT_TYPES));

const objectOf = (request: FastifyRequest) => (request.params as { '*': string })['*'];

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

const unsupported = (message: string) => new ApiError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, message);

/** Signed upload URLs: the bucket's in production, the API's own store below otherwise. */
function uploadUrlRoutes(app: FastifyInstance, { config, clock, database }: ModuleContext) {
  const store = createMediaStore(config);
  registerEndpoint(app, generateUploadUrlEndpoint, async ({ query, request, reply, principal }) => {
    // A signed URL is a credential for a few minutes; no cache should keep it.
    reply.header('Cache-Control', 'no-store');
    const now = clock();
    const { object, ...urls } = store({ key: query.key, requestOrigin: `${request.protocol}://${request.host}`, now });
    // Recorded so the cleanup job can remove the file if no channel ever shows it.
    await database.db.insert(uploads).values({ object, userId: principal.userId, serveUrl: urls.serve_url, createdAt: now });
    return { status: 200, body: { data: urls } };
  });
}

/**
 * The API as object store (DESIGN.md §3), when no Cloud Storage bucket is configured: the
 * browser PUTs to the signed URL from `generate-gcs-upload-url`, anyone GETs the file after.
 * Outside `/core`, so no request signature: the URL's own signature and expiry guard the PUT.
 */
function localStoreRoutes(app: FastifyInstance, { config, clock }: ModuleContext) {
  const dir = config.media.dir;
  const signingKey = uploadSigningKey(config.tokenSecret);

  // Images only reach this parser; the hook below has refused every other type already.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.put('/media/*', {
    bodyLimit: UPLOAD_MAX_BYTES,
    // Before the body is read: a stranger or a wrong type costs no upload bandwidth.
    onRequest: async (request) => {
      const object = objectOf(request);
      const nowSeconds = Math.floor(clock().getTime() / 1000);
      if (!isValidUpload(signingKey, object, request.query as Record<string, unknown>, nowSeconds)) {
        throw new ApiError(403, UploadErrorCode.UPLOAD_URL_INVALID, 'This upload URL is invalid or has expired; ask for a new one.');
      }
      const claimed = mediaType(request.headers['content-type']);
      if (!ACCEPTED.has(claimed)) throw unsupported('Upload a JPEG, PNG, WebP or GIF image.');
      const expected = uploadContentType(object);
      if (claimed !== expected) throw unsupported(`This URL takes ${expected}, not ${claimed}.`);
    },
    handler: async (request, reply) => {
      const object = objectOf(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || sniffImageType(body) !== uploadContentType(object)) {
        throw unsupported(`The file's content is not ${uploadContentType(object)}.`);
      }
      if ((await writeObjectOnce(dir, object, body)) === 'exists') {
        throw new ApiError(409, UploadErrorCode.UPLOAD_EXISTS, 'A file was already uploaded with this URL; ask for a new one.');
      }
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .send({ data: { size: body.length } });
    },
  });

  app.get('/media/*', async (request, reply) => {
    const object = objectOf(request);
    const found = MEDIA_OBJECT_PATTERN.test(object) ? await readObject(dir, object) : undefined;
    if (!found) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such file.');
    return (
      reply
        .type(uploadContentType(object) ?? 'application/octet-stream')
        .header('Content-Length', found.size)
        // Each upload gets a new URL and a file is never replaced, so caches may keep it for good.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        // Shown on the web app's pages, another origin.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(found.stream)
    );
  });
}

/** Uploads and the files they made: one area, whichever store keeps the files. */
export const mediaModule: Module = async (app, context) => {
  uploadUrlRoutes(app, context);
  // A plugin of its own: its catch-all body parser must not reach the JSON endpoint above.
  if (!context.config.media.gcs) await app.register(async (scope) => localStoreRoutes(scope, context));
};
