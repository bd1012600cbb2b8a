import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import MembershipsPage from '@/pages/memberships';
import { createTestI18n, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

// The page's head in its body, so its structured data can be read.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

describe('the memberships page', () => {
  beforeEach(() => stubMatchMedia());

  it('explains memberships as they work: tiers, joining, renewals, switching, cancelling, lapses and gifts, with links to pricing and how it works', async () => {
    renderApp(<MembershipsPage />, { i18n: await createTestI18n('en', ['common', 'info', 'memberships']) });
    expect(screen.getByRole('heading', { level: 1, name: 'Memberships: monthly support, perks for members' })).toBeVisible();
    const creators = screen.getByRole('region', { name: 'For creators: what you can offer' });
    expect(
      within(creators)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Up to five tiers', 'Perks you describe', 'Open, closed or retired', 'Your members and earnings']);
    const fans = screen.getByRole('region', { name: 'For fans: how to join' });
    const steps = within(fans).getByRole('list');
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Open the channel', 'Get stars', 'Join', 'Manage it']);
    const cancelling = screen.getByRole('region', { name: 'Cancelling, and a renewal that cannot be paid' });
    expect(within(cancelling).getByText(/You stay a member until the end of the month you have paid for/)).toBeVisible();
    expect(within(cancelling).getByText(/the membership lapses: My memberships says why, and you can pay to resume it/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Memberships and gifts' })).getByText(/A gift is a one-off thank-you/)).toBeVisible();
    const faq = screen.getByRole('region', { name: 'Questions about memberships' });
    expect(within(faq).getByText('How much does a membership cost?')).toBeVisible();
    expect(within(faq).getAllByText(/\?$/)).toHaveLength(7);
    expect(screen.getAllByRole('link', { name: 'See pricing and fees' }).map((link) => link.getAttribute('href'))).toEqual([
      '/pricing',
      '/pricing',
    ]);
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Create my channel' })).toHaveAttribute('href', '/create-my-channel');
    const data = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) =>
      JSON.parse(script.textContent ?? ''),
    );
    const faqData = data.find((item: { '@type': string }) => item['@type'] === 'FAQPage');
    expect(faqData.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: 'How much does a membership cost?',
      acceptedAnswer: { '@type': 'Answer', text: 'The creator sets the monthly price in stars. Fans see it before they join.' },
    });
  });

  it('names no number of its own: prices and fees are left to the pricing page', async () => {
    const { container } = renderApp(<MembershipsPage />, { i18n: await createTestI18n('en', ['common', 'info', 'memberships']) });
    // The step numbers are decoration (aria-hidden; the list itself is ordered); the head is not text.
    const read = container.cloneNode(true) as HTMLElement;
    read.querySelectorAll('[aria-hidden="true"], script, meta, link').forEach((element) => element.remove());
    expect(read.textContent).not.toMatch(/\d/);
  });

  it('speaks Filipino at the Filipino address', async () => {
    renderApp(<MembershipsPage />, { i18n: await createTestI18n('fil', ['common', 'info', 'memberships']) });
    expect(screen.getByRole('heading', { level: 1, name: 'Membership: buwanang suporta, perks para sa mga miyembro' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Para sa fans: paano sumali' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Tingnan ang presyo at bayad' })[0]).toHaveAttribute('href', '/pricing');
  });
});
