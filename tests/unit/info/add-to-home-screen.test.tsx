import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstallPromptPanel } from '@/components/info/install/install-prompt-panel';
import AddToHomeScreenPage from '@/pages/add-to-home-screen';
import { createInstallPromptStore } from '@/services/pwa/install-prompt';
import { installPlatform } from '@/services/pwa/platform';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0';

/** What Chromium dispatches when the site may be installed; the visitor's answer is `outcome`. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

const i18nFor = (lng: 'en' | 'th' = 'en') => createTestI18n(lng, ['common', 'info', 'install']);

beforeEach(() => stubMatchMedia());
afterEach(() => {
  vi.restoreAllMocks();
  resetBrowserState();
});

describe('the visitor’s platform', () => {
  it('is read from the user agent, iPadOS included', () => {
    expect(installPlatform(PIXEL)).toBe('android');
    expect(installPlatform(IPHONE)).toBe('ios');
    expect(installPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios');
    expect(installPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe('desktop');
    expect(installPlatform(WINDOWS)).toBe('desktop');
  });
});

describe('the browser’s install prompt', () => {
  async function renderPanel() {
    const store = createInstallPromptStore();
    store.capture();
    renderApp(<InstallPromptPanel store={store} />, { i18n: await i18nFor() });
    return store;
  }

  it('offers no button until the browser offers its prompt', async () => {
    await renderPanel();
    expect(screen.queryByRole('button', { name: 'Install Starlit' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(/If your browser offers to install Starlit, the button shows here./)).toBeVisible();
    expect(screen.getByText('Starlit is installed')).not.toBeVisible();
  });

  it('keeps the offer, shows the prompt on request and says when Starlit is installed', async () => {
    await renderPanel();
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install Starlit' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Starlit is installed')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Install Starlit' })).not.toBeInTheDocument();
  });

  it('takes the button away when the visitor declines (an offer is used once)', async () => {
    await renderPanel();
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install Starlit' }));
    await waitFor(() => expect(screen.getByText(/If your browser offers to install Starlit/)).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Install Starlit' })).not.toBeInTheDocument();
  });

  it('says Starlit is installed after the browser installed it from its own menu', async () => {
    await renderPanel();
    offerInstall('dismissed');
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(within(screen.getByRole('status')).getByText('Starlit is installed')).toBeVisible();
    expect(screen.getByText(/If your browser offers to install Starlit/)).not.toBeVisible();
  });

  it('says Starlit is installed when it runs as the installed app', async () => {
    stubMatchMedia();
    const colourScheme = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...colourScheme(query), matches: query === '(display-mode: standalone)' }));
    await renderPanel();
    expect(within(screen.getByRole('status')).getByText('Starlit is installed')).toBeVisible();
    expect(screen.getByText(/If your browser offers to install Starlit/)).not.toBeVisible();
    offerInstall('accepted');
    expect(screen.queryByRole('button', { name: 'Install Starlit' })).not.toBeInTheDocument();
  });
});

describe('the add-to-home-screen page', () => {
  const platformHeadings = () =>
    within(screen.getByRole('region', { name: 'Install on your device' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('explains what installing gives and how to install on each platform, Android first on a phone with Android', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PIXEL);
    renderApp(<AddToHomeScreenPage />, { i18n: await i18nFor() });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Starlit to your home screen' })).toBeVisible();
    const benefits = screen.getByRole('region', { name: 'What installing gives you' });
    expect(within(benefits).getByRole('heading', { name: 'Its own window' })).toBeVisible();
    expect(within(benefits).getByRole('heading', { name: 'Opens offline' })).toBeVisible();
    expect(platformHeadings()).toEqual(['Android: Chrome or Samsung Internet', 'iPhone and iPad: Safari', 'Computer: Chrome or Edge']);
    const android = screen.getByRole('region', { name: 'Android: Chrome or Samsung Internet' });
    expect(within(android).getByText('Your device')).toBeVisible();
    expect(within(android).getAllByRole('listitem')[2]).toHaveTextContent('Tap Install app or Add to home screen');
    const ios = screen.getByRole('region', { name: 'iPhone and iPad: Safari' });
    expect(within(ios).queryByText('Your device')).not.toBeInTheDocument();
    expect(within(ios).getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Install Starlit' })).not.toBeInTheDocument();
  });

  it('puts the visitor’s platform first: an iPhone sees Safari’s steps first, in Thai', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    renderApp(<AddToHomeScreenPage />, { i18n: await i18nFor('th') });
    expect(screen.getByRole('heading', { level: 1, name: 'เพิ่ม Starlit ลงในหน้าจอหลัก' })).toBeVisible();
    const headings = within(screen.getByRole('region', { name: 'ติดตั้งบนอุปกรณ์ของคุณ' })).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'iPhone และ iPad: Safari',
      'Android: Chrome หรือ Samsung Internet',
      'คอมพิวเตอร์: Chrome หรือ Edge',
    ]);
    expect(within(screen.getByRole('region', { name: 'iPhone และ iPad: Safari' })).getByText('อุปกรณ์ของคุณ')).toBeVisible();
  });

  it('puts a computer’s steps first on a computer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WINDOWS);
    renderApp(<AddToHomeScreenPage />, { i18n: await i18nFor() });
    expect(platformHeadings()[0]).toBe('Computer: Chrome or Edge');
  });
});
