import { screen, within } from '@testing-library/react';
import ExpoPage from '@/pages/expo';
import { SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { createTestI18n, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

const channel = (slug: string, display_name: string, verified = false) => ({
  slug,
  display_name,
  avatar_url: null,
  verified,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
});

describe('the creator expo', () => {
  beforeEach(() => stubMatchMedia());

  it('shows the newest channels, each a link to its page, the verified ones marked', async () => {
    renderApp(<ExpoPage channels={[channel('mia-live', 'Mia Live', true), channel('leo', 'Leo')]} />, {
      i18n: await createTestI18n('en', ['common', 'info', 'expo']),
    });
    const newest = screen.getByRole('region', { name: 'Newest channels' });
    const links = within(newest).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/@mia-live', '/@leo']);
    expect(within(links[0]!).getByText('Mia Live')).toBeVisible();
    expect(within(links[0]!).getByTitle('Verified creator')).toBeInTheDocument();
    expect(within(links[1]!).queryByTitle('Verified creator')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the expo' })).toHaveAttribute('href', '/create-my-channel');
  });

  it('says so when there is no channel yet, or when the list could not be loaded (Thai)', async () => {
    const i18n = await createTestI18n('th', ['common', 'info', 'expo']);
    const { unmount } = renderApp(<ExpoPage channels={[]} />, { i18n });
    expect(screen.getByText('ยังไม่มีช่อง สร้างช่องแรกแล้วช่องของคุณจะปรากฏที่นี่')).toBeVisible();
    unmount();
    renderApp(<ExpoPage channels={null} />, { i18n });
    expect(screen.getByRole('heading', { level: 1, name: 'พบกับครีเอเตอร์ของ Starlit' })).toBeVisible();
    expect(screen.getByText('กำลังอัปเดตพื้นที่โชว์ โปรดกลับมาอีกครั้งในอีกสักครู่')).toBeVisible();
  });

  it.each(SUPPORTED_LANGUAGES)('gives creators no tip about a feature that is only planned, in %s', async (lang) => {
    renderApp(<ExpoPage channels={[]} />, { i18n: await createTestI18n(lang, ['common', 'info', 'expo']) });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });
});
