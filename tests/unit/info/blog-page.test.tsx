import { screen, within } from '@testing-library/react';
import BlogPage from '@/pages/blog';
import { SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { createTestI18n, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

describe('the blog page (coming soon)', () => {
  beforeEach(() => stubMatchMedia());

  it('says the blog is coming, lists its topics and sends the reader to the guides and the channel screen', async () => {
    renderApp(<BlogPage />, { i18n: await createTestI18n('en', ['common', 'info', 'blog']) });
    expect(screen.getByRole('heading', { level: 1, name: 'The Starlit blog is coming soon' })).toBeVisible();
    const topics = screen.getByRole('region', { name: 'What we will write about' });
    expect(within(topics).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Read how Starlit works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
  });

  it('speaks Thai at the Thai address', async () => {
    renderApp(<BlogPage />, { i18n: await createTestI18n('th', ['common', 'info', 'blog']) });
    expect(screen.getByRole('heading', { level: 1, name: 'บล็อกของ Starlit กำลังจะมาเร็ว ๆ นี้' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'สร้างช่องของฉัน' })).toBeVisible();
  });

  it.each(SUPPORTED_LANGUAGES)('promises no topic about a feature that is only planned, in %s', async (lang) => {
    renderApp(<BlogPage />, { i18n: await createTestI18n(lang, ['common', 'info', 'blog']) });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });
});
