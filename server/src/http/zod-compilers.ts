import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@/contracts/safe-string';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './errors';

/**
 * Route schemas are zod schemas (from `contracts/`), so Fastify validates with them directly.
 * Unknown fields are dropped because zod objects strip them (DESIGN.md §9). Every failure is a
 * `RequestValidationError` (a real `Error`), whatever the schema.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      return { error: new RequestValidationError(result.error.issues.map(({ path, message }) => ({ path, message }))) };
    }
    // A string field declared without `safeString()` still never carries NUL or a lone surrogate.
    const unsafe = findUnsafeText(result.data);
    if (unsafe) return { error: new RequestValidationError([{ path: unsafe, message: UNSAFE_TEXT_MESSAGE }]) };
    // Fastify replaces the request part with the parsed value. Stripping every header that a
    // route did not declare would hide Authorization and friends from later hooks, so parsed
    // header values are laid over the originals instead.
    if (httpPart === 'headers') return { value: { ...(data as object), ...(result.data as object) } };
    return { value: result.data };
  };
};

/** Answers are checked against their declared schema too: a mismatch is a bug, hence a 500. */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => JSON.stringify(schema.parse(data));
};
