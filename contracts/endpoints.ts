import type { EndpointSpec } from './endpoint';
import { getHealth } from './health';
import { getMeta, getOpenApiDocument } from './meta';

/** Every endpoint of the API; the OpenAPI document lists exactly these. Add new areas here. */
export const endpoints: readonly EndpointSpec[] = [getHealth, getMeta, getOpenApiDocument];
