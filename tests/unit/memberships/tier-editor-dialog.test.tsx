import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TierEditorDialog from '@/components/memberships/settings/tier-editor-dialog';
import type { OwnerTier } from '@/contracts/memberships';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, testClient, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';
import { BALANCE, GOLD, balanceOf, sessionRestored } from './fixtures';

const TIERS = '/core/v3/channel/channels/ana/tiers/';
const CONFIG = { min_price_stars: 10, max_price_stars: 1000, max_tiers: 5, grace_days: 3 };
const OWNED: OwnerTier = { ...GOLD, open: true, retired_at: null, members: 3, created_at: '2026-03-01T00:00:00.000Z' };

let api: FakeChannelApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  signedInDevice(api, userNamed('ana'));
  api.script('GET', BALANCE, balanceOf(0));
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

const SLOW = { timeout: 8000 };

async function open(tier?: OwnerTier, onSaved = vi.fn()) {
  const i18n = await createTestI18n('en', ['common', 'tiers']);
  renderApp(
    <TierEditorDialog
      slug="ana"
      config={CONFIG}
      tier={tier}
      onClose={vi.fn()}
      onSaved={onSaved}
      client={testClient(api, createSessionStore())}
    />,
    { i18n, api },
  );
  const dialog = await screen.findByRole('dialog', { name: tier ? `Edit ${tier.name}` : 'New tier' }, SLOW);
  await sessionRestored(api, 1);
  return dialog;
}

describe('tier editor', { timeout: 20_000 }, () => {
  it('creates a tier with its name, monthly price, perks and openness, and refuses a price outside the limits', async () => {
    api.script('POST', TIERS, { status: 201, body: { data: { ...OWNED, name: 'Bronze', price_stars: 20, perks: 'Thanks', members: 0 } } });
    const onSaved = vi.fn();
    const dialog = await open(undefined, onSaved);
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bronze');
    const price = within(dialog).getByRole('textbox', { name: /^Monthly price in stars/ });
    await user.type(price, '5');
    expect(within(dialog).getByText('From 10 to 1,000 STAR a month.')).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create tier' }));
    expect(api.to('POST', TIERS)).toEqual([]);
    await user.clear(price);
    await user.type(price, '20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Perks' }), 'Thanks');
    await user.click(within(dialog).getByRole('switch', { name: 'Open to new members' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create tier' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.to('POST', TIERS)[0]?.body).toEqual({ name: 'Bronze', price_stars: 20, perks: 'Thanks', open: false });
  });

  it('tells the creator that members pay a new price from their next renewal, and sends only what changed', async () => {
    api.script('PATCH', `${TIERS}${GOLD.id}/`, { status: 200, body: { data: { ...OWNED, price_stars: 60 } } });
    const onSaved = vi.fn();
    const dialog = await open(OWNED, onSaved);
    const user = userEvent.setup();
    const price = within(dialog).getByRole('textbox', { name: /^Monthly price in stars/ });
    await user.clear(price);
    await user.type(price, '60');
    expect(
      within(dialog).getByText(/^Members are told of the new price on their membership and pay it from their next renewal/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.to('PATCH', `${TIERS}${GOLD.id}/`)[0]?.body).toEqual({ price_stars: 60 });
  });

  it('shows the API refusal in the dialog and keeps it open', async () => {
    api.script('POST', TIERS, { status: 409, body: { code: 'MEMBERSHIP_TIER_LIMIT', message: 'A channel has at most 5 tiers.' } });
    const onSaved = vi.fn();
    const dialog = await open(undefined, onSaved);
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Sixth');
    await user.type(within(dialog).getByRole('textbox', { name: /^Monthly price in stars/ }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create tier' }));
    expect(await within(dialog).findByText('A channel has at most 5 tiers.', {}, SLOW)).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
