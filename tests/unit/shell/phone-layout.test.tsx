import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/site-header';
import { FONT_STACK, theme } from '@/theme/theme';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

describe('the header and fonts on phones', () => {
  beforeEach(() => stubMatchMedia(false));
  afterEach(resetBrowserState);

  it('shows the language code beside the icon, hidden from screen readers, which hear the select', async () => {
    const user = userEvent.setup();
    renderApp(<SiteHeader />, { i18n: await createTestI18n() });
    expect(screen.getByText('EN')).toHaveAttribute('aria-hidden', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ไทย');

    expect(await screen.findByText('TH')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('combobox', { name: 'ภาษา' })).toHaveDisplayValue('ไทย');
  });

  it('names system fonts for Thai and Traditional Chinese before the generic family, and no web font', () => {
    const families = FONT_STACK.split(',').map((family) => family.replace(/"/g, ''));
    const generic = families.indexOf('sans-serif');
    expect(generic).toBe(families.length - 1);
    for (const font of ['Noto Sans Thai', 'Thonburi', 'Leelawadee UI', 'Noto Sans CJK TC', 'PingFang TC', 'Microsoft JhengHei']) {
      expect(families.indexOf(font), font).toBeGreaterThan(-1);
      expect(families.indexOf(font), font).toBeLessThan(generic);
    }
    expect(theme.typography.fontFamily).toBe(FONT_STACK);
    expect(JSON.stringify(theme)).not.toMatch(/@font-face|url\(/);
  });
});
