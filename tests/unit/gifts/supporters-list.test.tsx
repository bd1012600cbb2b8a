import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupportersList } from '@/components/gifts/supporters-list';
import { SupportersSection } from '@/components/gifts/supporters-section';
import { createSessionStore } from '@/services/auth/session-store';
import { createTestI18n } from '../support/app-test-kit';
import { renderApp, testClient, userNamed } from '../support/render-app';
import type { FakeChannelApi } from '../channel/support/fake-channel-api';
import { fakeApiPerTest } from '../channel/support/fake-api-per-test';
import { signedInDevice } from '../channel/support/signed-in-device';

const GIFTS = '/core/v3/channel/channels/ana/gifts/';

const gift = (n: number, sender: { display_name: string | null; avatar_url: null } | null, message: string | null = null) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  stars: n * 10,
  message,
  sender,
  membership: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

let api: FakeChannelApi;

fakeApiPerTest((fresh) => (api = fresh));

async function show() {
  const i18n = await createTestI18n('en', ['common', 'gifts']);
  renderApp(<SupportersList slug="ana" version={0} client={testClient(api, createSessionStore())} />, { i18n, api });
}

describe('recent supporters', { timeout: 20_000 }, () => {
  it('lists gifts newest first with name, amount and message, hides anonymous senders, and pages on demand', async () => {
    api.script(
      'GET',
      GIFTS,
      {
        status: 200,
        body: {
          data: [gift(3, { display_name: 'Omar', avatar_url: null }, 'Great show!'), gift(2, null)],
          meta: { page: 1, page_size: 10, total: 3 },
        },
      },
      { status: 200, body: { data: [gift(1, { display_name: null, avatar_url: null })], meta: { page: 2, page_size: 10, total: 3 } } },
    );
    await show();
    const list = await screen.findByRole('list', { name: 'Recent supporters' }, { timeout: 8000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['OOmar sent 30 STARGreat show!', 'AAnonymous fan sent 20 STAR']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('A fan sent 10 STAR')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(api.to('GET', GIFTS).map((request) => [request.query.get('page'), request.query.get('page_size')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('invites the first supporter when there is none', async () => {
    api.script('GET', GIFTS, { status: 200, body: { data: [], meta: { page: 1, page_size: 10, total: 0 } } });
    await show();
    expect(await screen.findByText('No supporters yet. Be the first to send stars!', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("offers the channel's owner to share its address instead of inviting them to be their own first supporter", async () => {
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    api.giveChannel('ana', { slug: 'ana', display_name: 'Ana' });
    signedInDevice(api, userNamed('ana'));
    api.script('GET', GIFTS, { status: 200, body: { data: [], meta: { page: 1, page_size: 10, total: 0 } } });
    const i18n = await createTestI18n('en', ['common', 'gifts']);
    renderApp(<SupportersList slug="ana" version={0} client={testClient(api, createSessionStore())} />, { i18n, api });
    await user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 8000 }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/ana`);
    expect(screen.getByRole('status')).toHaveTextContent(`Address copied: ${window.location.origin}/ana`);
    expect(screen.queryByText('No supporters yet. Be the first to send stars!')).not.toBeInTheDocument();
  });

  it('shows the page the channel was rendered with, then the fresh one; a failed refresh keeps what is shown', async () => {
    const i18n = await createTestI18n('en', ['common', 'gifts']);
    api.script(
      'GET',
      GIFTS,
      { status: 200, body: { data: [gift(4, { display_name: 'Lena', avatar_url: null })], meta: { page: 1, page_size: 10, total: 1 } } },
      { status: 503, body: { code: 'UNAVAILABLE', message: 'Down', details: [] } },
    );
    const initial = { gifts: [gift(3, { display_name: 'Omar', avatar_url: null })], total: 1, renderedAt: Date.now() };
    const client = testClient(api, createSessionStore());
    function AfterAGift() {
      const [version, setVersion] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setVersion(version + 1)}>
            Gift sent
          </button>
          <SupportersList slug="ana" version={version} initial={initial} client={client} />
        </>
      );
    }
    renderApp(<AfterAGift />, { i18n, api });
    expect(screen.getByText('Omar sent 30 STAR')).toBeInTheDocument();
    expect(await screen.findByText('Lena sent 40 STAR', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Gift sent' }));
    await expect.poll(() => api.to('GET', GIFTS).length).toBe(2);
    expect(screen.getByText('Lena sent 40 STAR')).toBeInTheDocument();
    expect(screen.queryByText('Supporters could not be loaded.')).not.toBeInTheDocument();
  });

  it('the channel page section paints the served supporters before any request; a stale served page hands over to the live list', async () => {
    const i18n = await createTestI18n('en', ['common', 'gifts']);
    api.script('GET', GIFTS, { status: 200, body: { data: [], meta: { page: 1, page_size: 10, total: 0 } } });
    const initial = { gifts: [gift(3, { display_name: 'Omar', avatar_url: null }), gift(2, null)], total: 12, renderedAt: 0 };
    renderApp(<SupportersSection slug="ana" version={0} initial={initial} client={testClient(api, createSessionStore())} />, { i18n, api });
    const list = screen.getByRole('list', { name: 'Recent supporters' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDisabled();
    expect(await screen.findByText('No supporters yet. Be the first to send stars!', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.to('GET', GIFTS)).toHaveLength(1);
  });

  it('a guest on a fresh page makes no request until "Show more", which fetches the next page only', async () => {
    const i18n = await createTestI18n('en', ['common', 'gifts']);
    api.script('GET', GIFTS, {
      status: 200,
      body: { data: [gift(1, { display_name: 'Lena', avatar_url: null })], meta: { page: 2, page_size: 2, total: 3 } },
    });
    const initial = { gifts: [gift(3, { display_name: 'Omar', avatar_url: null }), gift(2, null)], total: 3, renderedAt: Date.now() };
    renderApp(<SupportersSection slug="ana" version={0} initial={initial} client={testClient(api, createSessionStore())} />, { i18n, api });
    const more = await screen.findByRole('button', { name: 'Show more' });
    await waitFor(() => expect(more).toBeEnabled());
    expect(api.to('GET', GIFTS)).toHaveLength(0);

    await userEvent.setup().click(more);
    const list = screen.getByRole('list', { name: 'Recent supporters' });
    expect(await within(list).findByText('Lena sent 10 STAR', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(api.to('GET', GIFTS).map((request) => request.query.get('page'))).toEqual(['2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('without a served page the section says it is loading until the live list has the supporters', async () => {
    const i18n = await createTestI18n('en', ['common', 'gifts']);
    api.script('GET', GIFTS, { status: 200, body: { data: [], meta: { page: 1, page_size: 10, total: 0 } } });
    renderApp(<SupportersSection slug="ana" version={0} initial={null} client={testClient(api, createSessionStore())} />, { i18n, api });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('No supporters yet. Be the first to send stars!', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
