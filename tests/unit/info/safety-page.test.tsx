import { screen, within } from '@testing-library/react';
import SafetyPage from '@/pages/safety';
import { SUPPORTED_LANGUAGES } from '@/services/i18n/languages';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { PLANNED_WORDS, visibleText } from '../support/planned-claims';
import { renderApp } from '../support/render-app';

async function renderPage(lng: 'en' | 'th' = 'en') {
  return renderApp(<SafetyPage />, { i18n: await createTestI18n(lng, ['common', 'info', 'safety', 'contact']) });
}

const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the safety page', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(resetBrowserState);

  it('has a section with an id for every subject, so a link can point at it', async () => {
    const { container } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Safety and privacy on Starlit' })).toBeVisible();
    const sections = Array.from(container.querySelectorAll('section[id]'), (section) => [
      section.id,
      within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent,
    ]);
    expect(sections).toEqual([
      ['rules', 'Community rules'],
      ['age', 'Age'],
      ['reporting', 'How to report'],
      ['account', 'Account security'],
      ['payments', 'Payment safety'],
      ['privacy', 'Your privacy'],
      ['tips', 'Tips for creators and fans'],
    ]);
    expect(screen.getByRole('link', { name: 'Read the community rules' })).toHaveAttribute('href', '#rules');
  });

  it('states the community rules, with zero tolerance for sexual content involving minors, and the age rule', async () => {
    await renderPage();
    expect(cardTitles(screen.getByRole('region', { name: 'Community rules' }))).toEqual([
      'No harassment',
      'No hate',
      'Zero tolerance for sexual content involving minors',
      'No scams',
      'No impersonation',
      'Respect privacy',
    ]);
    expect(screen.getByRole('region', { name: 'Age' })).toHaveTextContent(
      'You must be old enough to use the service under the laws where you live, and at least 18 years old to earn money on Starlit.',
    );
  });

  it('explains how to report through the contact form with the safety topic', async () => {
    await renderPage();
    const reporting = screen.getByRole('region', { name: 'How to report' });
    expect(reporting).toHaveTextContent('choose the topic “Safety and reporting”');
    expect(within(reporting).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reporting).getByRole('link', { name: 'Report a problem' })).toHaveAttribute('href', '/contact-us');
    expect(within(reporting).getByText('If someone is in immediate danger, contact your local emergency services first.')).toBeVisible();
  });

  it('describes the account and payment protections the product has', async () => {
    await renderPage();
    const account = screen.getByRole('region', { name: 'Account security' });
    expect(cardTitles(account)).toEqual([
      'No new password to steal',
      'Several accounts on one device',
      'Copied sessions stop working',
      'Signing out really signs out',
      'QR sign-in needs your approval',
      'Protection against bots',
      'Your sign-in methods, your choice',
    ]);
    expect(account).toHaveTextContent('A sign-in QR code expires after two minutes.');
    const payments = screen.getByRole('region', { name: 'Payment safety' });
    expect(payments).toHaveTextContent('Starlit never receives or stores your card number or security code.');
  });

  it('says what is stored, what is never done, and gives tips', async () => {
    await renderPage();
    const privacy = screen.getByRole('region', { name: 'Your privacy' });
    const [stored, never] = within(privacy).getAllByRole('list');
    expect(within(stored!).getAllByRole('listitem')).toHaveLength(8);
    expect(within(privacy).getByRole('heading', { level: 3, name: 'What we never do' })).toBeVisible();
    expect(
      within(never!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sell your personal data.',
      'Show your email address on your channel or to other users.',
      'Store your card number or the passwords of your sign-in accounts.',
    ]);
    const tips = screen.getByRole('region', { name: 'Tips for creators and fans' });
    expect(within(tips).getByText(/Never share your passwords or sign-in codes/)).toBeVisible();
    expect(within(tips).getByText(/Scan Starlit QR codes only with the official Starlit app/)).toBeVisible();
  });

  it('speaks Thai at the Thai address', async () => {
    await renderPage('th');
    expect(screen.getByRole('heading', { level: 1, name: 'ความปลอดภัยและความเป็นส่วนตัวบน Starlit' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'วิธีรายงาน' })).toHaveTextContent('“ความปลอดภัยและการรายงาน”');
    expect(screen.getAllByRole('link', { name: 'รายงานปัญหา' })[0]).toHaveAttribute('href', '/contact-us');
  });

  it.each(SUPPORTED_LANGUAGES)('speaks of no place a feature only planned would make, in %s', async (lang) => {
    renderApp(<SafetyPage />, { i18n: await createTestI18n(lang, ['common', 'info', 'safety', 'contact']) });
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visibleText()).not.toMatch(PLANNED_WORDS[lang]);
  });
});
