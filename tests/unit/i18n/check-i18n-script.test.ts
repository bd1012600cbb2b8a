// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(process.cwd(), 'scripts', 'check-i18n.mjs');

/** Runs the check on a tree of its own: translations by language and namespace, and code files. */
async function check(locales: Record<string, Record<string, object>>, code: Record<string, string>) {
  const root = await mkdtemp(path.join(tmpdir(), 'check-i18n-'));
  try {
    for (const [lng, bundles] of Object.entries(locales)) {
      await mkdir(path.join(root, 'public', 'locales', lng), { recursive: true });
      for (const [ns, bundle] of Object.entries(bundles))
        await writeFile(path.join(root, 'public', 'locales', lng, `${ns}.json`), JSON.stringify(bundle));
    }
    for (const dir of ['pages', 'components', 'contexts', 'hooks']) await mkdir(path.join(root, dir), { recursive: true });
    for (const [file, text] of Object.entries(code)) await writeFile(path.join(root, file), text);
    const run = spawnSync(process.execPath, [SCRIPT], { env: { ...process.env, CHECK_I18N_ROOT: root }, encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const view = `
export function View() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  return [t('title'), tc('nav.home'), t('common:nav.home'), t(\`status.\${status}\`), t('tries', { count: 2 }), <Trans t={t} i18nKey="note" />];
}
`;
const complete = {
  en: {
    common: { nav: { home: 'Home' } },
    wallet: {
      title: 'Wallet',
      status: { paid: 'Paid' },
      tries_one: '{{count}} try',
      tries_other: '{{count}} tries',
      note: 'A <b>note</b>',
    },
  },
  th: {
    common: { nav: { home: 'หน้าแรก' } },
    wallet: { title: 'กระเป๋า', status: { paid: 'ชำระแล้ว' }, tries_other: '{{count}} ครั้ง', note: 'หมายเหตุ' },
  },
};

describe('the i18n check of npm test', () => {
  it('passes when every key the code uses exists in every language, plural forms included', async () => {
    const result = await check(complete, { 'components/view.tsx': view });
    expect(result.output).toContain('6 keys used in code exist in en, th');
    expect(result.ok).toBe(true);
  });

  it('names a key missing in a language, in the namespace its component reads', async () => {
    const th = { ...complete.th, wallet: { ...complete.th.wallet, title: undefined, status: undefined } };
    const result = await check({ ...complete, th }, { 'components/view.tsx': view });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('components/view.tsx:5: wallet:title is missing in th');
    expect(result.output).toContain('components/view.tsx:5: wallet:status is missing in th');
  });

  it('flags a text left in English outside the allowed names', async () => {
    const th = { ...complete.th, wallet: { ...complete.th.wallet, note: 'A <b>note</b>', brand: 'STAR' } };
    const en = { ...complete.en, wallet: { ...complete.en.wallet, brand: 'STAR' } };
    const result = await check({ en, th }, { 'components/view.tsx': view });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('public/locales/th/wallet.json: note is the English text "A <b>note</b>"');
    expect(result.output).not.toContain('brand');
  });
});
