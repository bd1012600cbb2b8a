// `node scripts/check-i18n.mjs` (a step of `npm test`): the translations against the code.
// 1. Every key the code asks for (`t('key')`, `t('ns:key')`, `<Trans i18nKey="key">`, the static
//    head of `t(`status.${x}`)`) exists in every language, in the namespace the calling
//    component's `useTranslation(ns)` names. English is only the fallback of a missing text, so a
//    key missing in Thai is a page half in English.
// 2. No text of another language is the English one, except the names and formats allowed below.
// Why not i18next-cli: it needs Node 22, and the product runs on Node 20 as well.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// CHECK_I18N_ROOT: another tree to check (the script's own test).
const root = process.env.CHECK_I18N_ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LOCALES = path.join(root, 'public', 'locales');
const CODE_DIRS = ['pages', 'components', 'contexts', 'hooks'];
const DEFAULT_NAMESPACE = 'common';

/** Texts that are the same in every language: brand, product and browser names, units and formats. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Apple',
  'Facebook',
  'Google',
  'Telegram',
  'TikTok',
  'Twitter',
  'Google Chrome',
  'Microsoft Edge',
  'Mozilla Firefox',
  'Samsung Internet',
  'STAR',
  'TVS',
  'HEX',
  'RGB',
  '{{stars}} STAR',
  'PNG, {{width}} × {{height}} px',
  '{{name}} (@{{slug}}) | Starlit',
  '1.00 TVS = {{rate}}',
]);

/** `language:namespace:key` whose text is rightly the English one in that language, and why. */
const SAME_AS_ENGLISH = {
  'id:about:languages.names.th': 'Indonesian names the language Thai (bahasa Thai)',
  'fil:about:languages.names.th': 'Filipino names the language Thai (wikang Thai)',
  'fil:about:languages.names.fil': 'the language’s own name',
  'id:common:footer.blog': 'the Indonesian word is blog',
  'fil:common:footer.blog': 'the Filipino word is blog',
  'fil:auth:deviceLink.browser': 'the Filipino word is browser',
};

const languages = readdirSync(LOCALES).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
const namespaces = readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));
const bundles = Object.fromEntries(
  languages.map((lng) => [
    lng,
    Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8'))])),
  ]),
);

/** A language's plural forms, as i18next asks for them (services/i18n/intl.ts: `tw` is Traditional Chinese). */
const pluralForms = (lng) =>
  new Intl.PluralRules(lng === 'tw' ? 'zh-Hant-TW' : lng).resolvedOptions().pluralCategories.map((form) => `_${form}`);

function lookup(tree, key) {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = node[part];
  }
  return node;
}

/** A text, a group or list (`returnObjects`), or a counted text in the language's plural forms. */
function has(lng, ns, key, { group = false } = {}) {
  const tree = bundles[lng]?.[ns];
  if (!tree) return false;
  const value = lookup(tree, key);
  if (group) return value !== null && typeof value === 'object';
  if (value !== undefined) return true;
  return pluralForms(lng).every((suffix) => typeof lookup(tree, `${key}${suffix}`) === 'string');
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** `const { t } = useTranslation('ns')`, `const { t: tc } = useTranslation()`: the name of `t` and its namespace, by position. */
function bindings(source) {
  const found = [];
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*useTranslation\(\s*(?:['"]([\w-]+)['"])?/g)) {
    const name = /\bt\s*:\s*(\w+)/.exec(match[1])?.[1] ?? (/\bt\b/.test(match[1]) ? 't' : undefined);
    if (name) found.push({ at: match.index, name, ns: match[2] ?? DEFAULT_NAMESPACE });
  }
  return found;
}

/** Every key a file asks for: `{ key, ns }`, `ns` undefined when the file only receives a `t`. */
function usages(source) {
  const bound = bindings(source);
  const nsAt = (name, at) => bound.filter((b) => b.name === name && b.at < at).at(-1)?.ns;
  const names = new Set(['t', ...bound.map((b) => b.name)]);
  const found = [];
  for (const name of names) {
    const call = new RegExp(`(?<![\\w.])${name}\\(\\s*(?:'([^'\\n]+)'|"([^"\\n]+)"|\`([^\`\\n]*)\`)`, 'g');
    for (const match of source.matchAll(call)) {
      const literal = match[1] ?? match[2];
      const template = match[3];
      // `t('key', { ns: 'other' })`: the options of this call, before any call nested in them.
      const options = source.slice(match.index + match[0].length).split(/[()]/)[0];
      const ns = /\bns:\s*['"]([\w-]+)['"]/.exec(options)?.[1] ?? nsAt(name, match.index) ?? bound[0]?.ns;
      if (literal !== undefined) found.push({ key: literal, ns, line: match.index });
      else if (template !== undefined) {
        // Only the static head of a computed key can be checked: it must be a group.
        const head = template.split('${')[0].replace(/\.$/, '');
        if (head !== template && head !== '') found.push({ key: head, ns, line: match.index, group: true });
        else if (!template.includes('${')) found.push({ key: template, ns, line: match.index });
      }
    }
  }
  for (const match of source.matchAll(/i18nKey=["']([^"']+)["']/g)) {
    found.push({ key: match[1], ns: nsAt('t', match.index) ?? DEFAULT_NAMESPACE, line: match.index });
  }
  return found;
}

const problems = [];
let checked = 0;
for (const file of CODE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
  const source = readFileSync(file, 'utf8');
  const lineOf = (index) => source.slice(0, index).split('\n').length;
  const where = (usage) => `${path.relative(root, file)}:${lineOf(usage.line)}`;
  for (const usage of usages(source)) {
    const [prefix, rest] = usage.key.includes(':') ? usage.key.split(/:(.*)/s) : [undefined, usage.key];
    if (prefix !== undefined && !namespaces.includes(prefix)) continue; // not a translation key (a URL, a time)
    // A file that only receives a `t` (a helper): the key's namespace is wherever English has it.
    const candidates = prefix ? [prefix] : usage.ns ? [usage.ns] : namespaces.filter((ns) => has('en', ns, rest, usage));
    if (candidates.length === 0) {
      problems.push(`${where(usage)}: "${usage.key}" is in no namespace`);
      continue;
    }
    checked += 1;
    const ns = candidates[0];
    const missing = languages.filter((lng) => !has(lng, ns, rest, usage));
    if (missing.length > 0) problems.push(`${where(usage)}: ${ns}:${rest} is missing in ${missing.join(', ')}`);
  }
}

function leaves(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value, full) : [[full, value]];
  });
}

for (const ns of namespaces) {
  const english = new Map(leaves(bundles.en[ns]));
  for (const lng of languages.filter((code) => code !== 'en')) {
    for (const [key, value] of leaves(bundles[lng][ns])) {
      if (value !== english.get(key) || SAME_IN_EVERY_LANGUAGE.has(value) || `${lng}:${ns}:${key}` in SAME_AS_ENGLISH) continue;
      // Numbers, placeholders and punctuation only: nothing to translate.
      if (!/\p{L}/u.test(String(value).replace(/\{\{[^}]*\}\}/g, ''))) continue;
      problems.push(`public/locales/${lng}/${ns}.json: ${key} is the English text "${value}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} translation problem(s).`);
  process.exit(1);
}
console.log(`i18n: ${checked} keys used in code exist in ${languages.join(', ')}; no untranslated English text.`);
