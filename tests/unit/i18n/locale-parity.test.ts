import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES, SUPPORTED_LANGUAGES } from '@/services/i18n/languages';

type Tree = { [key: string]: string | Tree };

function load(lng: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', lng, `${ns}.json`), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(full, value);
    else for (const [k, v] of flatten(value, full)) entries.set(k, v);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const english = flatten(load('en', ns));

  it('has English text for every key', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, value] of english) expect(value.trim(), key).not.toBe('');
  });

  it.each(SUPPORTED_LANGUAGES.filter((lng) => lng !== 'en'))('%s has exactly the English keys', (lng) => {
    const translated = flatten(load(lng, ns));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of translated) {
      expect(value.trim(), `${lng}/${ns}:${key}`).not.toBe('');
      expect(placeholders(value), `${lng}/${ns}:${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
