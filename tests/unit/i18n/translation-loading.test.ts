import { createBrowserI18n } from '@/services/i18n/create-i18n';
import type { TranslationAnswer } from '@/services/i18n/translation-loader';

/** What the network does with a request: an answer, or an error when none arrives. */
type Answer = TranslationAnswer | Error;

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
  });

  it('treats an unparsable body as final and falls back to English', async () => {
    const { i18n, urls } = pageWithBackend(() => ({ status: 200, body: '<html>oops' }));
    await settle(i18n.changeLanguage('tw'));
    expect(urls).toHaveLength(1);
    expect(i18n.t('greeting')).toBe('Hello');
  });
});
