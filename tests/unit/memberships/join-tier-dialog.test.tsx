import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JoinTierDialog from '@/components/memberships/join-tier-dialog';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, testClient, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';
import { BALANCE, GOLD, MY_MEMBERSHIPS, balanceOf, membership } from './fixtures';

let api: FakeChannelApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  signedInDevice(api, userNamed('tara'));
  api.script('GET', BALANCE, balanceOf(120));
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

const SLOW = { timeout: 8000 };

async function open({ onJoined = vi.fn(), onClose = vi.fn() } = {}) {
  const i18n = await createTestI18n('en', ['common', 'wallet', 'tiers']);
  const client = testClient(api, createSessionStore());
  renderApp(
    <JoinTierDialog
      channel={{ slug: 'ana', display_name: 'Ana Lima' }}
      tier={GOLD}
      onClose={onClose}
      onJoined={onJoined}
      client={client}
    />,
    { i18n, api },
  );
  const dialog = await screen.findByRole('dialog', { name: "Join Gold on Ana Lima's channel" }, SLOW);
  await within(dialog).findByText('Your balance: 120 STAR', {}, SLOW);
  // The app's own start-up can hide the page behind a passing modal for a moment.
  await within(dialog).findByRole('button', { name: 'Join for 50 STAR' }, SLOW);
  return dialog;
}

describe('join tier dialog', { timeout: 20_000 }, () => {
  it('states the amount, the monthly renewal from the star balance and how to cancel, then joins with an Idempotency-Key', async () => {
    api.script('POST', MY_MEMBERSHIPS, { status: 201, body: { data: { ...membership(), star_balance: 70 } } });
    const onJoined = vi.fn();
    const onClose = vi.fn();
    const dialog = await open({ onJoined, onClose });
    expect(within(dialog).getByText('50 STAR a month')).toBeVisible();
    expect(within(dialog).getByText('A monthly thank-you video')).toBeVisible();
    expect(
      within(dialog).getByText(
        'You pay 50 STAR now from your star balance. The membership then renews every month on the same day and takes 50 STAR from your star balance each time, until you cancel.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/^To cancel, open My memberships in your wallet\. You stay a member until the end/)).toBeVisible();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Join for 50 STAR' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const [sent] = api.to('POST', MY_MEMBERSHIPS);
    expect(sent?.body).toEqual({ channel_slug: 'ana', tier_id: GOLD.id });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/^You joined Gold\. Next renewal: Apr 5, 2026\.$/)).toBeInTheDocument();
  });

  it('offers /get-star with the way back to the channel when the balance is short, and sends nothing', async () => {
    api.script('GET', BALANCE, balanceOf(10));
    const i18n = await createTestI18n('en', ['common', 'wallet', 'tiers']);
    renderApp(
      <JoinTierDialog
        channel={{ slug: 'ana', display_name: 'Ana Lima' }}
        tier={GOLD}
        onClose={vi.fn()}
        onJoined={vi.fn()}
        client={testClient(api, createSessionStore())}
      />,
      { i18n, api },
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByText('You do not have enough stars to join this tier.', {}, SLOW)).toBeVisible();
    await within(dialog).findByRole('link', { name: 'Get stars' }, SLOW);
    expect(within(dialog).getByRole('link', { name: 'Get stars' })).toHaveAttribute('href', '/get-star?return=%2Fana');
    expect(within(dialog).getByRole('button', { name: 'Join for 50 STAR' })).toBeDisabled();
    expect(api.to('POST', MY_MEMBERSHIPS)).toEqual([]);
  });

  it('shows the short-of-stars offer on a 402 and resends a retry with the same Idempotency-Key', async () => {
    api.script(
      'POST',
      MY_MEMBERSHIPS,
      { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many payment attempts.', details: { retry_after_seconds: 30 } } },
      { status: 402, body: { code: 'INSUFFICIENT_BALANCE', message: 'Your balance is not enough.' } },
    );
    const dialog = await open();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Join for 50 STAR' }));
    expect(await within(dialog).findByText('Too many payments in a short time. Please try again in 30 seconds.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Join for 50 STAR' }));
    expect(await within(dialog).findByText('You do not have enough stars to join this tier.')).toBeVisible();
    const [first, second] = api.to('POST', MY_MEMBERSHIPS).map((request) => request.headers['idempotency-key']);
    expect(second).toBe(first);
  });

  it('sends an existing member to My memberships to switch tier instead (409)', async () => {
    api.script('POST', MY_MEMBERSHIPS, { status: 409, body: { code: 'ALREADY_MEMBER', message: 'Already a member.' } });
    const dialog = await open();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Join for 50 STAR' }));
    expect(await within(dialog).findByText(/^You are already a member of this channel\./)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'My memberships' })).toHaveAttribute('href', '/wallet/memberships');
    expect(within(dialog).getByRole('button', { name: 'Join for 50 STAR' })).toBeDisabled();
  });
});
