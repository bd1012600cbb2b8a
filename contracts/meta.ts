import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { currencyCode } from './money';

export const apiMeta = z.object({
  name: z.literal('Starlit'),
  version: z.string(),
  currencies: z.array(currencyCode),
});
export type ApiMeta = z.infer<typeof apiMeta>;

export const getMetaEndpoint = defineEndpoint({
  id: 'getMeta',
  method: 'GET',
  path: '/core/v1/meta/',
  summary: 'Public facts about the API: name, version, currencies',
  tags: ['meta'],
  responses: { 200: dataEnvelope(apiMeta) },
});

export const getOpenApiDocumentEndpoint = defineEndpoint({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  summary: 'This OpenAPI 3.1 document',
  tags: ['meta'],
  responses: { 200: z.record(z.string(), z.unknown()) },
});
