import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SendStarsDialog from '@/components/gifts/send-stars-dialog';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, testClient, userNamed } from '../support/render-app';
import { FakeChannelApi } from '../channel/support/fake-channel-api';
import { signedInDevice } from '../channel/support/signed-in-device';

const BALANCE = '/billy/v5/billing/balance/';
const CONFIG = '/core/v3/channel/gift-config/';
const GIFTS = '/core/v3/channel/channels/ana/gifts/';
const giftConfig = { tvs_per_star: 10, fee_bps: 2000, min_stars: 1, max_stars: 100_000, message_max: 140, presets: [10, 50, 100] };

function balanceOf(stars: number) {
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

let api: FakeChannelApi;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  signedInDevice(api, userNamed('tara'));
  api.script('GET', CONFIG, { status: 200, body: { data: giftConfig } });
  api.script('GET', BALANCE, balanceOf(30));
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

const SLOW = { timeout: 8000 };

async function open(onSent = vi.fn()) {
  const i18n = await createTestI18n('en', ['common', 'wallet', 'gifts']);
  const client = testClient(api, createSessionStore());
  renderApp(<SendStarsDialog channel={{ slug: 'ana', display_name: 'Ana Lima' }} onClose={vi.fn()} onSent={onSent} client={client} />, {
    i18n,
    api,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Send stars to Ana Lima' }, SLOW);
  await within(dialog).findByText('Your balance: 30 STAR', {}, SLOW);
  return dialog;
}

describe('send stars dialog', { timeout: 20_000 }, () => {
  it('sends the chosen amount, message and anonymity with an Idempotency-Key, showing what the creator receives', async () => {
    const gift = {
      id: '00000000-0000-4000-8000-000000000001',
      stars: 10,
      message: 'Hi Ana',
      sender: null,
      membership: null,
      created_at: '2026-01-01T00:00:00Z',
    };
    api.script('POST', GIFTS, { status: 200, body: { data: { ...gift, channel_slug: 'ana', anonymous: true, star_balance: 20 } } });
    const onSent = vi.fn();
    const dialog = await open(onSent);
    const user = userEvent.setup();
    expect(within(dialog).getByRole('button', { name: '10 STAR' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(dialog).getByText(/^Ana Lima receives TVS\s0\.80: the gift's value of TVS\s1\.00 minus the 20% fee\.$/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), 'Hi Ana');
    await user.click(within(dialog).getByRole('switch', { name: 'Send anonymously' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send 10 STAR' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const [sent] = api.to('POST', GIFTS);
    expect(sent?.body).toEqual({ stars: 10, anonymous: true, message: 'Hi Ana' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('You sent 10 STAR to Ana Lima.')).toBeInTheDocument();
  });

  it('offers /get-star with the way back to the channel when the balance is short, and sends nothing', async () => {
    const dialog = await open();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: '50 STAR' }));
    expect(within(dialog).getByText('You do not have enough stars for this gift.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get stars' })).toHaveAttribute('href', '/get-star?return=%2Fana');
    expect(within(dialog).getByRole('button', { name: 'Send 50 STAR' })).toBeDisabled();
    const custom = within(dialog).getByRole('textbox', { name: 'Custom amount' });
    await user.clear(custom);
    await user.type(custom, '0');
    expect(within(dialog).getByText('Choose from 1 to 100,000 STAR.')).toBeInTheDocument();
    expect(api.to('POST', GIFTS)).toEqual([]);
  });

  it('shows the short-of-stars offer when the API answers 402 (a balance spent elsewhere)', async () => {
    api.script('POST', GIFTS, {
      status: 402,
      body: { code: 'INSUFFICIENT_BALANCE', message: 'Your balance is not enough for this purchase.' },
    });
    const dialog = await open();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send 10 STAR' }));
    expect(await within(dialog).findByText('You do not have enough stars for this gift.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get stars' })).toBeVisible();
  });

  it('says in words how long to wait when the API limits gifts, and resends with the same Idempotency-Key', async () => {
    api.script(
      'POST',
      GIFTS,
      { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many payment attempts.', details: { retry_after_seconds: 45 } } },
      {
        status: 200,
        body: {
          data: {
            id: '00000000-0000-4000-8000-000000000002',
            stars: 10,
            message: null,
            sender: null,
            membership: null,
            created_at: '2026-01-01T00:00:00Z',
            channel_slug: 'ana',
            anonymous: false,
            star_balance: 20,
          },
        },
      },
    );
    const onSent = vi.fn();
    const dialog = await open(onSent);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Send 10 STAR' }));
    expect(await screen.findByText('Too many gifts in a short time. Please try again in 45 seconds.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send 10 STAR' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const [limited, sent] = api.to('POST', GIFTS).map((request) => request.headers['idempotency-key']);
    expect(sent).toBe(limited);
  });
});
