import { loadTagManager } from '@/services/monitoring/tag-manager';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

const gtmScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.startsWith('https://www.googletagmanager.com/'));

describe('Google Tag Manager', () => {
  it('loads gtm.js for the container once, after starting the dataLayer', () => {
    window.dataLayer = [{ event: 'earlier' }];
    expect(loadTagManager('GTM-ABC1234')).toBe(true);
    expect(loadTagManager('GTM-ABC1234')).toBe(true);

    expect(gtmScripts().map((script) => [script.src, script.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234', true],
    ]);
    expect(window.dataLayer).toEqual([{ event: 'earlier' }, { 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
  });

  it.each(['', 'UA-12345', 'GTM-abc"><script>'])('loads nothing for the container id %j', (id) => {
    expect(loadTagManager(id)).toBe(false);
    expect(gtmScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
