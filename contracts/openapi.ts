import { z } from 'zod';
import { requiresSignature, type EndpointSpec } from './endpoint';
import { errorBody } from './envelope';
import { SIGNATURE_MAX_AGE_SECONDS, SIGNATURE_PARAM } from './signing';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const JSON_MEDIA = 'application/json';
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** Request parts are described as clients send them, responses as the API emits them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  // The document declares its dialect once; embedded schemas repeating it are noise.
  delete converted.$schema;
  return converted;
}

function parameters(schema: z.ZodObject | undefined, location: 'query' | 'path' | 'header') {
  if (!schema) return [];
  const converted = jsonSchema(schema, 'input');
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function operation(endpoint: EndpointSpec): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  const media = endpoint.produces ?? JSON_MEDIA;
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    responses[status] = {
      description: endpoint.produces ? 'Success: a stream of events whose data is this schema' : 'Success',
      content: { [media]: { schema: jsonSchema(schema, 'output') } },
    };
  }
  responses.default = {
    description: 'Error: `{ code, message, details? }`',
    content: { [JSON_MEDIA]: { schema: ERROR_REF } },
  };
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query'), ...parameters(endpoint.headers, 'header')],
    ...(endpoint.body && {
      requestBody: {
        required: true,
        content: { [JSON_MEDIA]: { schema: jsonSchema(endpoint.body, 'input') } },
      },
    }),
    responses,
    security: security(endpoint),
  };
}

/** One requirement object: every scheme in it applies together. */
function security(endpoint: EndpointSpec): JsonSchema[] {
  const schemes: Record<string, []> = {
    ...(requiresSignature(endpoint.path) && { requestSignature: [] }),
    ...(endpoint.auth === 'bearer' && { bearerAuth: [] }),
  };
  return Object.keys(schemes).length > 0 ? [schemes] : [];
}

/** Fastify's `/channels/:slug/` is OpenAPI's `/channels/{slug}/`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export function buildOpenApiDocument(list: readonly EndpointSpec[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of list) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Starlit API', version },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBody, 'output') },
      securitySchemes: {
        requestSignature: {
          type: 'apiKey',
          in: 'query',
          name: SIGNATURE_PARAM,
          description:
            `\`<unix seconds>.<base64 HMAC-SHA256(key, pathname + unix seconds)>\`, ` +
            `accepted for ${SIGNATURE_MAX_AGE_SECONDS} s; required under /core and /paymee.`,
        },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
