import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@/contracts/safe-string';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** A string field declared without `safeString()` still never carries NUL or a lone surrogate. */
function unsafeTextError(value: unknown): z.ZodError | undefined {
  const path = findUnsafeText(value);
  if (!path) return undefined;
  return new z.ZodError([{ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE, input: undefined }]);
}

/**
 * Route schemas are zod schemas (from `contracts/`), so Fastify validates with them directly.
 * Unknown fields are dropped because zod objects strip them (DESIGN.md §9).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) return { error: result.error };
    const unsafe = unsafeTextError(result.data);
    if (unsafe) return { error: unsafe };
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
