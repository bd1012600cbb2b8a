import { I18nextProvider } from 'react-i18next';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { theme } from '@/theme/theme';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';

/** The style elements that turn every transition off, as the page's head has them now. */
const transitionsOff = () =>
  Array.from(document.head.querySelectorAll('style')).filter((style) => /transition:none/.test(style.textContent ?? ''));

async function renderToggle() {
  const i18n = await createTestI18n('en', ['common']);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} defaultMode="system">
        <ThemeToggle />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('the theme toggle', () => {
  beforeEach(() => stubMatchMedia(false));
  afterEach(() => {
    resetBrowserState();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('switches the scheme with transitions off for that moment only', async () => {
    await renderToggle();
    const toggle = await screen.findByRole('button', { name: 'Switch to dark mode' });
    // (That start-up adds no such rule is checked in a real browser: tests/e2e/first-load.spec.ts.)
    expect(transitionsOff()).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await act(async () => toggle.click());
    expect(document.documentElement).toHaveClass('dark');
    expect(transitionsOff()).toHaveLength(1);
    await act(async () => vi.runAllTimers());
    expect(transitionsOff()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    await renderToggle();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Switch to dark mode' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toHaveFocus();
    expect(document.documentElement).toHaveClass('dark');
  });
});
