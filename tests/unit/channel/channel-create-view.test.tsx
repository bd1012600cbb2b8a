import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChannelGate } from '@/components/channel/channel-gate';
import { useAuth } from '@/contexts/auth-context';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import { FakeChannelApi } from './support/fake-channel-api';
import { signedInDevice } from './support/signed-in-device';

const router = vi.hoisted(() => ({ pathname: '/', push: vi.fn(async () => true) }));
vi.mock('next/router', () => ({ useRouter: () => router }));

const CHECK = '/core/v3/channel/check-slug/';
const DEBOUNCE_MS = 400;

let api: FakeChannelApi;
let i18n: I18n;

function AuthStatus() {
  return <p>{useAuth().isLoading ? 'checking the session' : 'session checked'}</p>;
}

beforeEach(async () => {
  stubMatchMedia(false);
  router.push.mockClear();
  router.pathname = '/';
  api = await new FakeChannelApi().listen();
  i18n = await createTestI18n('en', ['common', 'profile']);
});
afterEach(async () => {
  vi.useRealTimers();
  resetBrowserState();
  await api.close();
});

const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const checkedSlugs = () => api.to('POST', CHECK).map((request) => (request.body as { slug: string }).slug);

/** A signed-in user without a channel on a page: the creation screen, with the address suggested and checked. */
async function openCreationScreen() {
  signedInDevice(api, userNamed('tara'));
  renderApp(
    <ChannelGate>
      <p>Page content</p>
    </ChannelGate>,
    { i18n, api },
  );
  // Generous waits: start-up, the lazy screen and two real debounces, on a busy machine.
  await screen.findByRole('heading', { name: 'Create your channel' }, { timeout: 5000 });
  const slugInput = screen.getByRole('textbox', { name: 'Channel address' });
  await waitFor(() => expect(slugInput).toHaveValue('tara'), { timeout: 5000 });
  await screen.findByText('starlit/@tara is available', undefined, { timeout: 5000 });
  return { user: userEvent.setup(), slugInput };
}

describe('channel creation screen', () => {
  it('shows the page to a signed-out visitor', async () => {
    renderApp(
      <>
        <AuthStatus />
        <ChannelGate>
          <p>Page content</p>
        </ChannelGate>
      </>,
      { i18n, api },
    );
    await screen.findByText('session checked');
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(api.received).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Create your channel' })).not.toBeInTheDocument();
  });

  it('replaces the page for a user without a channel, prefilled so that one tap on its one Continue button creates it', async () => {
    await openCreationScreen();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Channel name' })).toHaveValue('Tara');
    // One action, ready as soon as the suggested address is known to be free.
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '@tara-1' })).toBeInTheDocument();
    expect(api.to('GET', '/core/v3/channel/suggest-slug/')[0]?.query.get('q')).toBe('Tara');
  });

  it('checks the address once typing pauses and says why it cannot be had', async () => {
    const { slugInput } = await openCreationScreen();
    api.takenSlugs.add('taken-one');
    // From here the debounce runs on the test's clock (start-up needs real timers). The clock
    // also follows real time, which Testing Library's waiting relies on: the margins below are
    // far wider than the few milliseconds that pass between steps.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const typeSlowly = async (text: string) => {
      for (let end = 1; end <= text.length; end += 1) {
        fireEvent.change(slugInput, { target: { value: text.slice(0, end) } });
        await pause(100);
      }
    };

    await typeSlowly('@Taken-One');
    expect(slugInput).toHaveValue('taken-one');
    expect(screen.getByText('Checking availability…')).toBeInTheDocument();
    await pause(DEBOUNCE_MS - 300);
    expect(checkedSlugs()).toEqual(['tara']);
    await pause(200);
    expect(await screen.findByText('This address is already taken')).toBeInTheDocument();
    // One check for the whole word, none for the letters typed on the way.
    expect(checkedSlugs()).toEqual(['tara', 'taken-one']);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    fireEvent.change(slugInput, { target: { value: 'admin' } });
    await pause(DEBOUNCE_MS);
    expect(await screen.findByText('This address is reserved')).toBeInTheDocument();

    fireEvent.change(slugInput, { target: { value: 'ab-' } });
    await pause(DEBOUNCE_MS);
    expect(await screen.findByText('Use 3–30 lowercase letters, digits or dashes, with no dash at either end')).toBeInTheDocument();
    // The rules every client knows are not sent to the API.
    expect(checkedSlugs()).toEqual(['tara', 'taken-one']);
  });

  it('tells a slug taken meanwhile, then creates the channel with a suggestion and opens its page', async () => {
    const { user } = await openCreationScreen();
    api.takenSlugs.add('tara');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This address is already taken')).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '@tara-1' }));
    await screen.findByText('starlit/@tara-1 is available', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/@tara-1'));
    expect(api.to('POST', '/core/v3/channel/my-channel/').at(-1)?.body).toEqual({ slug: 'tara-1', display_name: 'Tara' });
  });

  it('shows the page the user was going to once the channel exists, without leaving it', async () => {
    router.pathname = '/get-star';
    const { user } = await openCreationScreen();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Page content', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create your channel' })).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(api.to('POST', '/core/v3/channel/my-channel/').at(-1)?.body).toEqual({ slug: 'tara', display_name: 'Tara' });
  });

  it('previews the picked picture, shows the upload progress and creates the channel with it', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
    const { user } = await openCreationScreen();
    api.uploadDelayMs = 300;
    const png = new File([new Uint8Array(4096)], 'me.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Channel picture'), png);
    expect(screen.getByRole('img', { name: 'Preview of your channel picture' })).toHaveAttribute('src', 'blob:preview');
    expect(await screen.findByRole('progressbar', { name: 'Uploading picture' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/@tara'));
    const created = api.to('POST', '/core/v3/channel/my-channel/')[0]?.body as { avatar_url?: string };
    expect(created.avatar_url).toMatch(new RegExp(`^${api.origin}/media/channel/avatar-[a-z0-9]+\\.png$`));
  });

  it('says in words why a picture is not taken, its type or its size, under the picker and nothing is sent', async () => {
    await openCreationScreen();
    // A picker set to show all files lets a person choose anything.
    const user = userEvent.setup({ applyAccept: false });
    const picker = screen.getByLabelText('Channel picture');

    await user.upload(picker, new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a picture Starlit can use. Choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(picker).toHaveAccessibleDescription(/not a picture Starlit can use/);

    await user.upload(picker, new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This picture is 6 MB. Choose one of at most 5 MB.'));
    expect(api.to('GET', '/core/v3/upload/generate-gcs-upload-url/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
