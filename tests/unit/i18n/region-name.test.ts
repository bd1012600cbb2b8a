import { regionName } from '@/services/i18n/region-name';

describe('regionName', () => {
  // The API names countries in English; /get-star shows them in the page's language.
  it.each([
    ['en', 'United States', 'Thailand'],
    ['id', 'Amerika Serikat', 'Thailand'],
    ['fil', 'Estados Unidos', 'Thailand'],
    ['th', 'สหรัฐอเมริกา', 'ไทย'],
    ['tw', '美國', '泰國'],
  ])('names countries in %s', (language, unitedStates, thailand) => {
    expect(regionName('US', language, 'United States')).toBe(unitedStates);
    expect(regionName('TH', language, 'Thailand')).toBe(thailand);
  });

  it('keeps the given name for a code Intl does not know or cannot read', () => {
    expect(regionName('XX', 'th', 'Somewhere')).toBe('Somewhere');
    expect(regionName('not-a-region', 'th', 'Elsewhere')).toBe('Elsewhere');
  });

  it('formats an unsupported language as English', () => {
    expect(regionName('US', 'xx', 'United States')).toBe('United States');
  });
});
