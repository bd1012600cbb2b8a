import { randomUUID } from 'node:crypto';

/** The part of an OpenAPI 3.1 (JSON Schema) document the walk reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
}

/** Candidates tried against a string's pattern, so that a sample passes its schema where it can. */
const PATTERN_CANDIDATES = ['US', 'stars_100', 'walk-slug', '123456', 'abc', 'channel/avatar.png', '0x1', 'a'.repeat(64), '0'.repeat(64)];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'walk@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'http://localhost:3000/walk';
  let value = 'walk';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    value = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? value;
  }
  return value.padEnd(schema.minLength ?? 0, 'a');
}

/** A value the schema most likely accepts, so that the one broken field is what gets refused. */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return sample(alternative);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => schema.required?.includes(name))
          .map(([name, property]) => [name, sample(property)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return 'walk';
  }
}

/** Whether a field takes text (alone or among other types). */
export function takesString(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(takesString);
}
