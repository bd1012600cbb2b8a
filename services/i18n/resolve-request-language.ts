import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language, toSupportedLanguage } from './languages';

/** Accept-Language tags ordered by their q weight, highest first (RFC 9110 §12.5.4). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The language a server render uses: the saved choice mirrored in the cookie, then the browser's
 * Accept-Language, then English. The client detects in the same order (local storage mirrors the
 * cookie, navigator.languages mirrors Accept-Language), so the first paint is already right.
 */
export function resolveRequestLanguage(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): Language {
  const saved = toSupportedLanguage(readCookie(headers.cookie, LANGUAGE_STORAGE_KEY));
  if (saved) return saved;
  for (const tag of parseAcceptLanguage(headers['accept-language'])) {
    const match = toSupportedLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
