export { browserApi } from './browser-api';
export { createApiClients, type ApiClients, type ApiClientsOptions } from './api-clients';
export { createServerApi, accessTokenFromCookies, type ServerApiOptions } from './server-api';
export { REQUEST_TIMEOUT_MS } from './transport';
export {
  HttpErrorCode,
  type HttpClient,
  type HttpFailure,
  type HttpMethod,
  type HttpRequest,
  type HttpResult,
  type HttpSuccess,
  type RequestOptions,
} from './types';
