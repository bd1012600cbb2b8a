import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenAppView } from '@/components/info/open-app/open-app-view';
import OpenAppPage from '@/pages/open-app';
import { HANDOFF_TIMEOUT_MS, appLink, handOffToApp, safeAppPath } from '@/services/pwa/app-handoff';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

const router = vi.hoisted(() => ({
  isReady: true,
  locale: 'en',
  query: {} as Record<string, string | string[]>,
  replace: vi.fn(async () => true),
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  stubMatchMedia();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  Object.assign(router, { isReady: true, locale: 'en', query: {} });
  router.replace.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetBrowserState();
});

/** What a browser does when an installed app takes the address: the page goes to the background. */
function appTakesOver() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the path an open-app link carries', () => {
  it('keeps paths of this site', () => {
    expect(safeAppPath('/@alice')).toBe('/@alice');
    expect(safeAppPath('/wallet/history?page=2#top')).toBe('/wallet/history?page=2#top');
    expect(safeAppPath(['/get-star', '/other'])).toBe('/get-star');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a protocol-relative host', '//evil.example'],
    ['a double slash inside', '/a//b'],
    ['a backslash', '/\\evil.example'],
    ['an encoded slash', '/%2f/evil.example'],
    ['dot segments', '/a/../b'],
    ['a control character', '/a\nb'],
    ['a relative path', 'wallet'],
    ['nothing', undefined],
  ])('ignores %s', (_name, value) => {
    expect(safeAppPath(value)).toBeUndefined();
  });

  it('builds the app address from the scheme', () => {
    expect(appLink('starlit', '/@alice')).toBe('starlit://open/@alice');
    expect(appLink('starlit://', undefined)).toBe('starlit://open');
  });
});

describe('handing off to the app', () => {
  beforeEach(() => vi.useFakeTimers());

  it('goes to the app at once and reports it missing when the page is still in front after the timeout', () => {
    const navigate = vi.fn();
    const onMissing = vi.fn();
    handOffToApp({ url: 'starlit://open', navigate, onMissing });
    expect(navigate).toHaveBeenCalledWith('starlit://open');
    vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS - 1);
    expect(onMissing).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('stays put when the app took over, even if the visitor comes back', () => {
    const onMissing = vi.fn();
    handOffToApp({ url: 'starlit://open', navigate: appTakesOver, onMissing });
    visibility = 'visible';
    vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS * 2);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('stays put when the page is left', () => {
    const onMissing = vi.fn();
    handOffToApp({ url: 'starlit://open', navigate: () => window.dispatchEvent(new Event('pagehide')), onMissing });
    vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS);
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('does nothing more once cancelled', () => {
    const onMissing = vi.fn();
    handOffToApp({ url: 'starlit://open', navigate: vi.fn(), onMissing })();
    vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS);
    expect(onMissing).not.toHaveBeenCalled();
  });
});

describe('the open-app page', () => {
  async function renderView(lng: 'en' | 'th' = 'en') {
    const navigate = vi.fn();
    renderApp(<OpenAppView navigate={navigate} scheme="starlit" />, { i18n: await createTestI18n(lng, ['common', 'info', 'open-app']) });
    return navigate;
  }

  it('tries the app with the path, then replaces itself with the download page in its language', async () => {
    router.query = { path: '/@alice' };
    router.locale = 'th';
    const i18n = await createTestI18n('th', ['common', 'info', 'open-app']);
    vi.useFakeTimers();
    const navigate = vi.fn();
    renderApp(<OpenAppView navigate={navigate} scheme="starlit" />, { i18n });
    expect(screen.getByRole('heading', { level: 1, name: 'กำลังเปิด Starlit…' })).toBeVisible();
    expect(navigate).toHaveBeenCalledWith('starlit://open/@alice');
    expect(router.replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS));
    expect(router.replace).toHaveBeenCalledWith('/download', undefined, { locale: 'th' });
  });

  it('stays when the app took over', async () => {
    vi.useFakeTimers();
    const navigate = await renderView();
    expect(navigate).toHaveBeenCalledWith('starlit://open');
    act(() => {
      appTakesOver();
      vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS);
    });
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Opened in the Starlit app' })).toBeVisible();
    expect(screen.queryByText('Opening Starlit…')).not.toBeInTheDocument();
  });

  it('a press on "Continue in the browser" is never overridden by the fallback to the download page', async () => {
    router.query = { path: '/@alice' };
    vi.useFakeTimers();
    await renderView();
    const link = screen.getByRole('link', { name: 'Continue in the browser' });
    expect(link).toHaveAttribute('href', '/@alice');
    act(() => link.click());
    act(() => vi.advanceTimersByTime(HANDOFF_TIMEOUT_MS * 2));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('ignores an unsafe path and offers the home page to continue in the browser', async () => {
    router.query = { path: '//evil.example/x' };
    const navigate = await renderView();
    expect(navigate).toHaveBeenCalledWith('starlit://open');
    expect(screen.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute('href', '/');
  });

  it('continues in the browser at the path, and retries the app on request', async () => {
    router.query = { path: '/@alice' };
    const navigate = await renderView();
    expect(screen.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute('href', '/@alice');
    await userEvent.click(screen.getByRole('button', { name: 'Open the app' }));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('starlit://open/@alice');
  });

  it('waits for the query before it tries anything', async () => {
    router.isReady = false;
    renderApp(<OpenAppPage />, { i18n: await createTestI18n('en', ['common', 'info', 'open-app']) });
    expect(screen.getByRole('heading', { level: 1, name: 'Opening Starlit…' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open the app' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue in the browser' })).toBeDisabled();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
