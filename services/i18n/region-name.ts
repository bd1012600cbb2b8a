import { cached } from './intl';

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the language (`US` → "สหรัฐอเมริกา" in Thai); `fallback` (the API's English
 * name) when the runtime does not know the code. Beside intl.ts, whose locale mapping it uses,
 * rather than in it: every page loads intl.ts, only /get-star names countries.
 */
export function regionName(code: string, language: string, fallback: string = code): string {
  const names = cached(regionNames, language, {}, (locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));
  try {
    return names.of(code) ?? fallback;
  } catch {
    // A code that is not a well-formed region (the API is not held to ISO 3166) throws a RangeError.
    return fallback;
  }
}
