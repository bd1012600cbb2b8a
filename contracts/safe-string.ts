import { z } from 'zod';

/**
 * Text every request may carry. PostgreSQL cannot store U+0000 (the insert fails), and an
 * unpaired UTF-16 surrogate has no UTF-8 form (it would be stored as U+FFFD, silently changed),
 * so both are refused at the edge, for every string field, header and query parameter.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** `z.string()` for anything a caller sends; chain `.min()`, `.max()`, `.regex()` as usual. */
export const safeString = () => z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/**
 * The path of the first unsafe string inside a parsed value, or undefined: the API applies it
 * to every request part, so an endpoint declared with a bare `z.string()` is covered too.
 */
export function findUnsafeText(value: unknown, path: readonly (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = !isSafeText(key) ? [...path, key] : findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
