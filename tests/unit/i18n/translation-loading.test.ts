import { createBrowserI18n } from '@/services/i18n/create-i18n';
import type { LocaleAnswer } from '@/services/i18n/locales-backend';

/** What the network does with a request: an answer, or an error when none arrives. */
type Answer = LocaleAnswer | Error;

/** An instance on an English page whose requests for other languages get `answer`. */
function pageWithBackend(answer: () => Answer) {
  const urls: string[] = [];
  const i18n = createBrowserI18n(
    { lng: 'en', resources: { en: { common: { greeting: 'Hello' } } } },
    {
      request: async (url) => {
        urls.push(url);
        const given = answer();
        if (given instanceof Error) throw given;
        return given;
      },
    },
  );
  return { i18n, urls };
}

/** Runs the retry waits (500 ms, 1 s, 2 s) on a fake clock. */
async function settle(promise: Promise<unknown>) {
  let done = false;
  void promise.finally(() => {
    done = true;
  });
  for (let i = 0; i < 100 && !done; i += 1) {
    await vi.advanceTimersByTimeAsync(1000);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await promise;
}

describe('loading a translation over HTTP', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a language the page did not bring', async () => {
    const { i18n, urls } = pageWithBackend(() => ({ status: 200, body: '{"greeting":"สวัสดี"}' }));
    await settle(i18n.changeLanguage('th'));
    expect(urls).toEqual(['/locales/th/common.json']);
    expect(i18n.t('greeting')).toBe('สวัสดี');
  });

  it('retries a 5xx answer, then falls back to English', async () => {
    const { i18n, urls } = pageWithBackend(() => ({ status: 500, body: 'Internal Server Error' }));
    await settle(i18n.changeLanguage('th'));
    expect(urls).toHaveLength(4);
    expect(i18n.t('greeting')).toBe('Hello');
  });

  it('retries when there is no answer at all, then falls back to English', async () => {
    const { i18n, urls } = pageWithBackend(() => new TypeError('Failed to fetch'));
    await settle(i18n.changeLanguage('id'));
    expect(urls).toHaveLength(4);
    expect(i18n.t('greeting')).toBe('Hello');
  });

  it('does not retry a 4xx answer and falls back to English', async () => {
    const { i18n, urls } = pageWithBackend(() => ({ status: 404, body: 'Not Found' }));
    await settle(i18n.changeLanguage('fil'));
    expect(urls).toEqual(['/locales/fil/common.json']);
    expect(i18n.t('greeting')).toBe('Hello');
    // It would answer the same again: a later page asking for it does not ask the server.
    await settle(i18n.loadNamespaces('common'));
    expect(urls).toHaveLength(1);
  });

  it('treats an unparsable body as final and falls back to English', async () => {
    const { i18n, urls } = pageWithBackend(() => ({ status: 200, body: '<html>oops' }));
    await settle(i18n.changeLanguage('tw'));
    expect(urls).toHaveLength(1);
    expect(i18n.t('greeting')).toBe('Hello');
  });
});

describe('the retry schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again after 500 ms, 1 s and 2 s, then gives up for good and shows the English text', async () => {
    const requests: { answer: (value: LocaleAnswer | Error) => void }[] = [];
    const request = (url: string) =>
      new Promise<LocaleAnswer>((resolve, reject) => {
        expect(url).toBe('/locales/id/common.json');
        requests.push({ answer: (value) => (value instanceof Error ? reject(value) : resolve(value)) });
      });
    const i18n = createBrowserI18n({ lng: 'id', resources: { en: { common: { hi: 'Hello' } } } }, { request });
    expect(requests).toHaveLength(1);
    const loading = i18n.loadNamespaces('common');
    for (const wait of [500, 1000, 2000]) {
      const asked = requests.length;
      requests.at(-1)!.answer({ status: 503, body: '' });
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(requests).toHaveLength(asked);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(asked + 1);
    }
    requests.at(-1)!.answer(new TypeError('Failed to fetch'));
    await loading;
    expect(requests).toHaveLength(4);
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.t('hi')).toBe('Hello');
  });
});
