import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

describe('site header', () => {
  beforeEach(() => stubMatchMedia(false));
  afterEach(resetBrowserState);

  it('links to sign-in and to the home page', async () => {
    renderApp(<SiteHeader />, { i18n: await createTestI18n() });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Starlit home' })).toHaveAttribute('href', '/');
  });

  it('lists the five languages by their own names and switches the page to one', async () => {
    const user = userEvent.setup();
    renderApp(<SiteHeader />, { i18n: await createTestI18n() });
    const languages = screen.getByRole('combobox', { name: 'Language' });
    expect(Array.from((languages as HTMLSelectElement).options).map((option) => option.textContent)).toEqual([
      'English',
      'Bahasa Indonesia',
      'Filipino',
      'ไทย',
      '繁體中文',
    ]);

    await user.selectOptions(languages, 'ไทย');

    expect(await screen.findByRole('link', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ภาษา' })).toHaveValue('th');
    expect(document.documentElement.lang).toBe('th');
    expect(window.localStorage.getItem('i18nextLng')).toBe('th');
  });

  it('toggles light and dark mode, names the next mode and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp(<SiteHeader />, { i18n: await createTestI18n() });
    const toggle = await screen.findByRole('button', { name: 'Switch to dark mode' });

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Switch to light mode');
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Switch to dark mode');
    expect(window.localStorage.getItem('mui-mode')).toBe('light');
  });
});
