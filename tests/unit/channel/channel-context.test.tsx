import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@/contexts/auth-context';
import { useChannel } from '@/contexts/channel-context';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import { FakeChannelApi } from './support/fake-channel-api';
import { signedInDevice } from './support/signed-in-device';

const MY_CHANNEL = '/core/v3/channel/my-channel/';

function Probe() {
  const auth = useAuth();
  const channel = useChannel();
  const [said, setSaid] = useState('nothing yet');
  const say = (value: unknown) => setSaid(JSON.stringify(value));
  const png = new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' });
  const [progress, setProgress] = useState<number[]>([]);
  return (
    <div>
      <p>{auth.isLoading ? 'auth starting' : `user ${auth.currentUser?.id ?? 'nobody'}`}</p>
      <p>{channel.isLoading ? 'channel loading' : 'channel settled'}</p>
      <p>my channel: {channel.myChannel?.slug ?? 'none'}</p>
      <p>needs channel: {String(channel.needsChannel)}</p>
      <p>badge: {channel.verifiedTickBadge ?? 'none'}</p>
      <p>said: {said}</p>
      <p>progress: {progress.length > 0 ? progress.at(-1) : 'none'}</p>
      <button type="button" onClick={() => void channel.get('').then(say)}>
        Get without slug
      </button>
      <button type="button" onClick={() => void channel.get('ana').then(say)}>
        Get ana
      </button>
      <button type="button" onClick={() => void channel.suggest('   ').then(say)}>
        Suggest empty
      </button>
      <button type="button" onClick={() => void channel.suggest('Tara Lee').then(say)}>
        Suggest Tara
      </button>
      <button type="button" onClick={() => void channel.create().then(say)}>
        Create without payload
      </button>
      <button
        type="button"
        onClick={() => void channel.create({ slug: 'tara', display_name: 'Tara' }).then((answer) => say(answer?.status))}
      >
        Create tara
      </button>
      <button
        type="button"
        onClick={() => void channel.uploadMedia(png, 'avatar', (fraction) => setProgress((seen) => [...seen, fraction])).then(say)}
      >
        Upload
      </button>
      {auth.accounts.map(({ id }) => (
        <button type="button" key={id} onClick={() => void auth.switchAccount(id)}>
          Switch to {id}
        </button>
      ))}
    </div>
  );
}

let api: FakeChannelApi;
let i18n: I18n;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeChannelApi().listen();
  i18n = await createTestI18n('en', ['common', 'profile']);
});
afterEach(async () => {
  resetBrowserState();
  await api.close();
});

async function start() {
  const view = renderApp(<Probe />, { i18n, api });
  await screen.findByText(/^user /);
  await screen.findByText('channel settled');
  return view;
}

describe('channel context', () => {
  it('asks nothing about channels for a signed-out visitor', async () => {
    await start();
    expect(screen.getByText('user nobody')).toBeInTheDocument();
    expect(screen.getByText('my channel: none')).toBeInTheDocument();
    expect(screen.getByText('needs channel: false')).toBeInTheDocument();
    expect(api.toChannelApi()).toEqual([]);
  });

  it("loads the signed-in user's channel and its verified tick", async () => {
    api.giveChannel('tara', { slug: 'tara', verified: true, verified_tick_badge: 'https://cdn.example/tick.png' });
    signedInDevice(api, userNamed('tara'));
    await start();
    expect(await screen.findByText('my channel: tara')).toBeInTheDocument();
    expect(screen.getByText('badge: https://cdn.example/tick.png')).toBeInTheDocument();
    expect(api.to('GET', MY_CHANNEL)[0]?.query.get('auto_create')).toBe('0');
  });

  it('says a channel is needed when my-channel answers 404', async () => {
    signedInDevice(api, userNamed('tara'));
    await start();
    expect(await screen.findByText('needs channel: true')).toBeInTheDocument();
    expect(screen.getByText('my channel: none')).toBeInTheDocument();
  });

  it('asks once per tab session for a channel that is missing, and again when a create finds one made elsewhere', async () => {
    const user = userEvent.setup();
    signedInDevice(api, userNamed('tara'));
    const firstPage = await start();
    expect(await screen.findByText('needs channel: true')).toBeInTheDocument();
    firstPage.unmount();

    await start();
    expect(await screen.findByText('needs channel: true')).toBeInTheDocument();
    expect(api.to('GET', MY_CHANNEL)).toHaveLength(1);

    api.giveChannel('tara', { slug: 'tara-elsewhere' });
    await user.click(screen.getByRole('button', { name: 'Create tara' }));
    expect(await screen.findByText('said: 409')).toBeInTheDocument();
    expect(await screen.findByText('my channel: tara-elsewhere')).toBeInTheDocument();
    expect(screen.getByText('needs channel: false')).toBeInTheDocument();
    expect(api.to('GET', MY_CHANNEL)).toHaveLength(2);
  });

  it('gets nothing without a slug and suggests nothing for an empty query, without calling the API', async () => {
    const user = userEvent.setup();
    signedInDevice(api, userNamed('tara'));
    await start();
    const before = api.toChannelApi().length;
    await user.click(screen.getByRole('button', { name: 'Get without slug' }));
    expect(await screen.findByText('said: null')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suggest empty' }));
    expect(await screen.findByText('said: []')).toBeInTheDocument();
    expect(api.toChannelApi()).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Suggest Tara' }));
    expect(await screen.findByText('said: ["tara-lee","tara-lee-1","tara-lee-2"]')).toBeInTheDocument();
    api.giveChannel('ana', { slug: 'ana', display_name: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Get ana' }));
    expect(await screen.findByText(/said: \{.*"display_name":"Ana"/)).toBeInTheDocument();
  });

  it('creates nothing without a payload and stores a channel only on 201', async () => {
    const user = userEvent.setup();
    signedInDevice(api, userNamed('tara'));
    await start();
    await user.click(screen.getByRole('button', { name: 'Create without payload' }));
    expect(await screen.findByText('said: null')).toBeInTheDocument();
    expect(api.to('POST', MY_CHANNEL)).toHaveLength(0);

    const channel = {
      id: 'ch-tara',
      slug: 'tara',
      display_name: 'Tara',
      bio: '',
      avatar_url: null,
      banner_url: null,
      verified: false,
      verified_tick_badge: null,
      created_at: 'x',
      updated_at: 'x',
    };
    api.script(
      'POST',
      MY_CHANNEL,
      { status: 200, body: { data: channel } },
      { status: 409, body: { code: 'SLUG_TAKEN', message: 'Taken' } },
      { status: 201, body: { data: channel } },
    );
    await user.click(screen.getByRole('button', { name: 'Create tara' }));
    expect(await screen.findByText('said: 200')).toBeInTheDocument();
    expect(screen.getByText('my channel: none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create tara' }));
    expect(await screen.findByText('said: 409')).toBeInTheDocument();
    expect(screen.getByText('my channel: none')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create tara' }));
    expect(await screen.findByText('said: 201')).toBeInTheDocument();
    expect(screen.getByText('my channel: tara')).toBeInTheDocument();
    expect(screen.getByText('needs channel: false')).toBeInTheDocument();
  });

  it("resets on an account switch: the next account never sees the previous one's channel", async () => {
    const user = userEvent.setup();
    api.giveChannel('tara', { slug: 'tara' });
    signedInDevice(api, userNamed('tara'), userNamed('omar'));
    await start();
    expect(await screen.findByText('my channel: tara')).toBeInTheDocument();

    // Omar's answer is held back so the moment between switch and answer can be seen.
    api.script('GET', MY_CHANNEL, { status: 404, body: { code: 'CHANNEL_NOT_FOUND', message: 'No channel' }, delayMs: 300 });
    await user.click(screen.getByRole('button', { name: 'Switch to omar' }));
    await screen.findByText('user omar');
    expect(screen.getByText('my channel: none')).toBeInTheDocument();
    expect(screen.getByText('channel loading')).toBeInTheDocument();
    expect(await screen.findByText('needs channel: true')).toBeInTheDocument();
    expect(api.to('GET', MY_CHANNEL).at(-1)?.headers.authorization).toMatch(/^Bearer at-omar-/);
  });

  it('uploads to the signed URL with the content type and no credentials, and answers the serve URL', async () => {
    const user = userEvent.setup();
    signedInDevice(api, userNamed('tara'));
    await start();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(new RegExp(`said: "${api.origin}/media/channel/avatar-[a-z0-9]+\\.png"`))).toBeInTheDocument();
    expect(screen.getByText('progress: 1')).toBeInTheDocument();
    const [put] = api.received.filter((request) => request.method === 'PUT');
    expect(put?.path).toMatch(/^\/media\/upload\/channel\/avatar-[a-z0-9]+\.png$/);
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers.authorization).toBeUndefined();
    expect(put?.query.get('verify')).toBeNull();
    expect(put?.body).toBe(2048);
    // The request for the URL itself is an ordinary signed API call.
    expect(api.to('POST', '/core/v3/upload/generate-gcs-upload-url/')[0]?.query.get('verify')).toMatch(/^\d+\./);
  });

  it('answers an empty string when the upload fails, at either step', async () => {
    const user = userEvent.setup();
    signedInDevice(api, userNamed('tara'));
    await start();
    api.script('POST', '/core/v3/upload/generate-gcs-upload-url/', { status: 500, body: { code: 'INTERNAL', message: 'Down' } });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('said: ""')).toBeInTheDocument();

    api.script('POST', '/core/v3/upload/generate-gcs-upload-url/', {
      status: 200,
      body: { data: { upload_url: `${api.origin}/media/upload/expired`, serve_url: `${api.origin}/media/x.png` } },
    });
    api.script('PUT', '/media/upload/expired', { status: 403, body: { code: 'UPLOAD_URL_INVALID', message: 'Expired' } });
    await user.click(screen.getByRole('button', { name: 'Get without slug' }));
    await screen.findByText('said: null');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('said: ""')).toBeInTheDocument();
    await waitFor(() => expect(api.to('PUT', '/media/upload/expired')).toHaveLength(1));
  });
});
