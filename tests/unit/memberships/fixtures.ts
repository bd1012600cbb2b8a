import { waitFor } from '@testing-library/react';
import type { MyMembership, PublicTier } from '@/contracts/memberships';

export const BALANCE = '/billy/v5/billing/balance/';
export const MY_MEMBERSHIPS = '/core/v1/me/memberships/';

export const GOLD: PublicTier = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Gold',
  price_stars: 50,
  perks: 'A monthly thank-you video',
};
export const SILVER: PublicTier = { id: '00000000-0000-4000-8000-00000000000b', name: 'Silver', price_stars: 20, perks: '' };

export function balanceOf(stars: number) {
  return {
    status: 200,
    body: {
      data: {
        balances: [
          { amount: stars, amount_currency: 'STAR' },
          { amount: 0, amount_currency: 'TVS' },
        ],
        config: { exponents: { STAR: 0, TVS: 2 }, tvs_to_star_rate: { tvs: 100, stars: 10 } },
      },
    },
  };
}

/** Joined on March 5th, renewing on April 5th. */
export function membership(overrides: Partial<MyMembership> = {}): MyMembership {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    channel: { slug: 'ana', name: 'Ana Lima', avatar_url: null },
    tier: GOLD,
    state: 'active',
    lapse_reason: null,
    price_stars: 50,
    next_price_stars: 50,
    next_tier: null,
    price_notice: null,
    since: '2026-03-05T10:00:00.000Z',
    current_period_start: '2026-03-05T10:00:00.000Z',
    current_period_end: '2026-04-05T10:00:00.000Z',
    next_renewal_at: '2026-04-05T10:00:00.000Z',
    grace_until: null,
    canceled_at: null,
    lapsed_at: null,
    ...overrides,
  };
}

/**
 * The app restored the test's session: its full-screen loading modal has come and gone (it would
 * hide a dialog opened meanwhile from the accessibility tree and take its focus). The balance is
 * fetched once the user is adopted, right before that modal closes.
 */
/** `modals`: how many of the test's own are open. */
export async function sessionRestored(api: { to: (method: string, path: string) => unknown[] }, modals: number) {
  await waitFor(() => expect(api.to('GET', BALANCE).length).toBeGreaterThan(0), { timeout: 8000 });
  await waitFor(() => expect(document.querySelectorAll('.MuiModal-root')).toHaveLength(modals), { timeout: 8000 });
}
