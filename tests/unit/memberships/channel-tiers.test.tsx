import { screen, within } from '@testing-library/react';
import ChannelTiers from '@/components/memberships/channel-tiers';
import { SupportersEntries } from '@/components/gifts/supporters-entries';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';
import { GOLD, SILVER } from './fixtures';

const CHANNEL = { slug: 'ana', display_name: 'Ana Lima' };

beforeEach(() => stubMatchMedia(false));
afterEach(() => resetBrowserState());

describe('the channel page memberships', () => {
  it('shows each open tier with its monthly price and perks, and sends a guest to sign in and back to join', async () => {
    const i18n = await createTestI18n('en', ['common', 'tiers', 'gifts']);
    renderApp(<ChannelTiers channel={CHANNEL} tiers={[SILVER, GOLD]} owner={false} pending={false} onJoined={vi.fn()} />, { i18n });
    const section = screen.getByRole('region', { name: 'Memberships' });
    const tiers = within(section).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      'Silver20 STAR a monthJoin',
      'Gold50 STAR a monthA monthly thank-you videoJoin',
    ]);
    expect(within(section).getByRole('link', { name: 'Join Gold' })).toHaveAttribute('href', '/login?redirect=%2Fana');
  });

  it('offers the owner to manage the tiers instead of joining, even before there are any', async () => {
    const i18n = await createTestI18n('en', ['common', 'tiers', 'gifts']);
    renderApp(<ChannelTiers channel={CHANNEL} tiers={[]} owner pending={false} onJoined={vi.fn()} />, { i18n });
    const section = screen.getByRole('region', { name: 'Memberships' });
    expect(within(section).getByText(/^No tiers yet\./)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Manage tiers and members' })).toHaveAttribute('href', '/settings/channel');
    expect(within(section).queryByRole('link', { name: /^Join/ })).toBeNull();
  });

  it('shows nothing to a fan of a channel without open tiers', async () => {
    const i18n = await createTestI18n('en', ['common', 'tiers', 'gifts']);
    renderApp(<ChannelTiers channel={CHANNEL} tiers={[]} owner={false} pending={false} onJoined={vi.fn()} />, { i18n });
    expect(screen.queryByRole('region', { name: 'Memberships' })).toBeNull();
  });

  it('marks a member among the supporters with their tier', async () => {
    const i18n = await createTestI18n('en', ['common', 'tiers', 'gifts']);
    const paid = { id: '00000000-0000-4000-8000-0000000000d1', stars: 50, message: null, created_at: '2026-03-05T10:00:00.000Z' };
    renderApp(
      <SupportersEntries
        slug="ana"
        gifts={[
          { ...paid, sender: { display_name: 'Omar', avatar_url: null }, membership: { tier_name: 'Gold' } },
          {
            ...paid,
            id: '00000000-0000-4000-8000-0000000000d2',
            stars: 5,
            sender: { display_name: 'Lea', avatar_url: null },
            membership: null,
          },
        ]}
      />,
      { i18n },
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['OOmar, member · Gold, paid 50 STAR', 'LLea sent 5 STAR']);
  });
});
