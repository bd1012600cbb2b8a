import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyMembershipsView } from '@/components/memberships/my-memberships-view';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, testClient, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';
import { BALANCE, GOLD, MY_MEMBERSHIPS, SILVER, balanceOf, membership, sessionRestored } from './fixtures';

const CHARGES = '/core/v1/me/memberships/charges/';
const TIERS = '/core/v3/channel/channels/ana/tiers/';
const ID = membership().id;
const META = { page: 1, page_size: 20, total: 1 };

let api: FakeChannelApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  signedInDevice(api, userNamed('tara'));
  api.script('GET', BALANCE, balanceOf(10));
  api.script('GET', CHARGES, {
    status: 200,
    body: {
      data: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          membership_id: ID,
          channel_slug: 'ana',
          tier_name: 'Gold',
          period: 2,
          stars: 50,
          period_start: '2026-04-05T10:00:00.000Z',
          period_end: '2026-05-05T10:00:00.000Z',
          created_at: '2026-04-05T10:00:00.000Z',
        },
      ],
      meta: META,
    },
  });
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

const SLOW = { timeout: 8000 };

async function show(mine: ReturnType<typeof membership>) {
  api.script('GET', MY_MEMBERSHIPS, { status: 200, body: { data: [mine], meta: META } });
  const i18n = await createTestI18n('en', ['common', 'wallet', 'tiers']);
  renderApp(<MyMembershipsView client={testClient(api, createSessionStore())} />, { i18n, api });
  const item = await screen.findByRole('listitem', { name: 'Gold · Ana Lima' }, SLOW);
  await sessionRestored(api, 0);
  return item;
}

describe('my memberships', { timeout: 20_000 }, () => {
  it('lists tier, price, next renewal, state, a price notice and the payments', async () => {
    const item = await show(
      membership({ price_notice: { price_stars: 60, effective_at: '2026-05-05T10:00:00.000Z', noticed_at: '2026-04-10T10:00:00.000Z' } }),
    );
    expect(within(item).getByText('Price: 50 STAR a month')).toBeVisible();
    expect(within(item).getByText('Active')).toBeVisible();
    expect(within(item).getByText('Next renewal: Apr 5, 2026, 50 STAR')).toBeVisible();
    expect(within(item).getByText('Price change: from May 5, 2026, this tier costs 60 STAR a month.')).toBeVisible();
    const payments = screen.getByRole('list', { name: 'Membership payments' });
    expect(within(payments).getByText('Gold on @ana: renewal')).toBeVisible();
    expect(within(payments).getByText('For Apr 5, 2026 to May 5, 2026')).toBeVisible();
  });

  it('switches tier from the next renewal: the dialog offers the open tiers and sends the chosen one', async () => {
    api.script('GET', TIERS, {
      status: 200,
      body: { data: [SILVER, GOLD], config: { min_price_stars: 10, max_price_stars: 100_000, max_tiers: 5, grace_days: 3 } },
    });
    api.script('PUT', `${MY_MEMBERSHIPS}${ID}/tier/`, {
      status: 200,
      body: { data: membership({ next_tier: SILVER, next_price_stars: 20 }) },
    });
    const item = await show(membership());
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Switch tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch tier' }, SLOW);
    expect(within(dialog).getByText(/^Nothing is charged now\. The new tier starts at your next renewal on Apr 5, 2026/)).toBeVisible();
    expect(await within(dialog).findByRole('radio', { name: 'Gold: 50 STAR a month' }, SLOW)).toBeChecked();
    await user.click(await within(dialog).findByRole('radio', { name: 'Silver: 20 STAR a month' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Switch at next renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch tier' })).toBeNull());
    expect(api.to('PUT', `${MY_MEMBERSHIPS}${ID}/tier/`)[0]?.body).toEqual({ tier_id: SILVER.id });
    expect(within(item).getByText('Switching to Silver (20 STAR a month) at your next renewal on Apr 5, 2026.')).toBeVisible();
    expect(within(item).getByText('Next renewal: Apr 5, 2026, 20 STAR')).toBeVisible();
  });

  it('says what cancelling means before it happens, then shows the membership kept until the period ends', async () => {
    api.script('POST', `${MY_MEMBERSHIPS}${ID}/cancel/`, {
      status: 200,
      body: { data: membership({ state: 'canceled', next_renewal_at: null, canceled_at: '2026-03-20T10:00:00.000Z' }) },
    });
    const item = await show(membership());
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Gold?' }, SLOW);
    expect(
      within(dialog).getByText(
        'You stay a member of Ana Lima until Apr 5, 2026, the end of the month you paid for. That month is not refunded, and no more stars are taken.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    expect(await within(item).findByText('Cancelled: not renewed', {}, SLOW)).toBeVisible();
    expect(within(item).getByText('You stay a member until Apr 5, 2026. Nothing more is taken.')).toBeVisible();
    expect(within(item).queryByText(/^Next renewal/)).toBeNull();
    expect(within(item).getByRole('button', { name: 'Keep my membership' })).toBeVisible();
    expect(api.to('POST', `${MY_MEMBERSHIPS}${ID}/cancel/`)).toHaveLength(1);
  });

  it('says why a lapsed membership ended and pays to resume it, offering stars with the way back when short', async () => {
    api.script('POST', `${MY_MEMBERSHIPS}${ID}/resume/`, {
      status: 402,
      body: { code: 'INSUFFICIENT_BALANCE', message: 'Your balance is not enough.' },
    });
    const item = await show(
      membership({ state: 'lapsed', lapse_reason: 'unpaid', next_renewal_at: null, lapsed_at: '2026-04-08T10:00:00.000Z' }),
    );
    expect(within(item).getByText('It ended on Apr 8, 2026 because the renewal could not be paid from your star balance.')).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Switch tier' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Pay 50 STAR to resume' }));
    expect(await within(item).findByText('You do not have enough stars for this payment.', {}, SLOW)).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Get stars' })).toHaveAttribute('href', '/get-star?return=%2Fwallet%2Fmemberships');
    await user.click(within(item).getByRole('button', { name: 'Pay 50 STAR to resume' }));
    await waitFor(() => expect(api.to('POST', `${MY_MEMBERSHIPS}${ID}/resume/`)).toHaveLength(2));
    const [first, second] = api.to('POST', `${MY_MEMBERSHIPS}${ID}/resume/`).map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });
});
