import { endpoints } from '@/contracts/endpoints';
import { buildOpenApiDocument } from '@/contracts/openapi';
import { API_VERSION } from '@/server/src/version';

// The same document the API serves at /openapi.json, without starting it or opening a database.
process.stdout.write(`${JSON.stringify(buildOpenApiDocument(endpoints, API_VERSION), null, 2)}\n`);
