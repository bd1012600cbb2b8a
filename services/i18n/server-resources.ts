import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Resource, ResourceKey } from 'i18next';
import type { I18nBootstrap } from './create-i18n';
import { DEFAULT_LANGUAGE, type Language, type Namespace } from './languages';

const LOCALES_DIR = path.join(process.cwd(), 'public', 'locales');
// Built files never change while the server runs; in development edits show on the next request.
const cache = process.env.NODE_ENV === 'production' ? new Map<string, ResourceKey>() : undefined;

async function readNamespace(lng: Language, ns: Namespace): Promise<ResourceKey | undefined> {
  const key = `${lng}/${ns}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  try {
    const data = JSON.parse(await readFile(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8')) as ResourceKey;
    cache?.set(key, data);
    return data;
  } catch {
    // A missing or broken file leaves that namespace to the English fallback.
    return undefined;
  }
}

/**
 * Server side only: the page's namespaces in the visitor's language plus English, the fallback for
 * any key a language lacks.
 */
export async function loadServerBootstrap(lng: Language, namespaces: readonly Namespace[]): Promise<I18nBootstrap> {
  const languages = lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
  const resources: Resource = {};
  await Promise.all(
    languages.flatMap((language) =>
      namespaces.map(async (ns) => {
        const data = await readNamespace(language, ns);
        if (data) (resources[language] ??= {})[ns] = data;
      }),
    ),
  );
  return { lng, resources };
}
