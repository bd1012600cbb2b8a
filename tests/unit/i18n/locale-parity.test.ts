import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISPLAY_NAME_RULES } from '@/contracts/display-name';
import { intlLocale } from '@/services/i18n/intl';
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

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** A key as code asks for it: `codeWrong_one` and `codeWrong_other` are both `codeWrong`. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
/** The plural forms i18next asks for in a language (`tw`: Traditional Chinese, `other` only). */
const pluralForms = (lng: string) => new Intl.PluralRules(intlLocale(lng)).resolvedOptions().pluralCategories.sort();

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const english = flatten(load('en', ns));
  const englishBases = new Set([...english.keys()].map(baseKey));
  const plurals = new Set([...english.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));

  it('has English text for every key', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, value] of english) expect(value.trim(), key).not.toBe('');
  });

  it.each(SUPPORTED_LANGUAGES)('%s has the English keys, each counted text in exactly its plural forms', (lng) => {
    const translated = flatten(load(lng, ns));
    expect(new Set([...translated.keys()].map(baseKey))).toEqual(englishBases);
    for (const base of plurals) {
      const forms = [...translated.keys()].filter((key) => baseKey(key) === base && key !== base).map((key) => key.slice(base.length + 1));
      expect(forms.sort(), `${lng}/${ns}:${base}`).toEqual(pluralForms(lng));
    }
    for (const [key, value] of translated) {
      expect(value.trim(), `${lng}/${ns}:${key}`).not.toBe('');
      const source = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
      expect(placeholders(value), `${lng}/${ns}:${key}`).toEqual(placeholders(source));
    }
  });
});

describe('display-name rules', () => {
  // The API answers a rule by its code (contracts/display-name.ts); the page says it in its language.
  it.each(SUPPORTED_LANGUAGES)('%s has a text for every rule code', (lng) => {
    const texts = flatten(load(lng, 'common'));
    for (const rule of DISPLAY_NAME_RULES) expect(texts.get(`displayNameRules.${rule}`), `${lng}: ${rule}`).toBeTruthy();
  });
});
