import { ROWS } from '@/components/info/comparison/comparison-rows';
import { FEATURES, type Feature, isAvailable } from '@/services/product/features';
import { SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROW_FEATURE: Record<string, Feature> = { tips: 'gifts' };
const locale = (lang: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales', lang, 'comparison.json'), 'utf8')) as {
    notes: Record<string, string>;
  };

describe('the product’s feature list', () => {
  it('lists what exists today and plans the rest, nothing unbuilt as available', () => {
    expect(
      Object.entries(FEATURES)
        .filter(([, status]) => status === 'available')
        .map(([feature]) => feature),
    ).toEqual([
      'signIn',
      'qrSignIn',
      'accounts',
      'channels',
      'stars',
      'savedCards',
      'gifts',
      'supporters',
      'earnings',
      'payouts',
      'memberships',
      'localPayments',
      'languages',
      'installApp',
      'freeToStart',
    ]);
    for (const feature of ['liveStreaming', 'multiGuest', 'videoCalls', 'posts', 'messaging', 'games'] as const)
      expect(isAvailable(feature), feature).toBe(false);
  });

  it('drives the comparison table: Starlit says yes exactly for what is available, planned otherwise', () => {
    for (const row of ROWS) {
      const feature = ROW_FEATURE[row.id] ?? (row.id as Feature);
      expect(FEATURES[feature], row.id).toBeDefined();
      expect(row.cells.starlit, row.id).toEqual(isAvailable(feature) ? { level: 'yes' } : { level: 'no', note: 'planned' });
    }
  });

  it.each(SUPPORTED_LANGUAGES)('says “planned” in %s', (lang) => {
    expect(locale(lang).notes.planned).toMatch(/\S/);
    if (lang !== 'en') expect(locale(lang).notes.planned).not.toBe(locale('en').notes.planned);
  });
});
