import { endpoints } from '@/contracts/endpoints';
import type { ApiMeta } from '@/contracts/meta';
import { CURRENCY_CODES } from '@/contracts/money';
import { buildOpenApiDocument, type OpenApiDocument } from '@/contracts/openapi';
import { API_VERSION } from '../../version';

export function apiMeta(): ApiMeta {
  return { name: 'Starlit', version: API_VERSION, currencies: [...CURRENCY_CODES] };
}

let openApiDocument: OpenApiDocument | undefined;

/** Built on first request: the endpoint list is fixed for the life of the process. */
export function openApi(): OpenApiDocument {
  openApiDocument ??= buildOpenApiDocument(endpoints, API_VERSION);
  return openApiDocument;
}
