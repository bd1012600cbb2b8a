import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisplayNameForm } from '@/components/settings/display-name-form';
import { DISPLAY_NAME_CHECK_DELAY_MS } from '@/components/settings/use-display-name-check';
import type { SessionStore } from '@/services/auth/session-store';
import { FakeCoreApi } from '../auth-ui/support/fake-core-api';
import { storeSignedIn } from '../auth-ui/support/stored-sessions';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp, testClient, userNamed } from '../support/render-app';

const VALIDATE = '/core/v1/me/validate-display-name/';
const ME = '/core/v1/me/';
const alice = userNamed('alice');

let api: FakeCoreApi;
let session: SessionStore;

beforeEach(async () => {
  stubMatchMedia(false);
  api = await new FakeCoreApi().listen();
  session = storeSignedIn(api, alice);
});
afterEach(async () => {
  vi.useRealTimers();
  resetBrowserState();
  await api.close();
});

/** The form in the app, once start-up has restored alice's session (GET /me/ behind the loading dialog). */
async function renderForm() {
  const i18n = await createTestI18n('en', ['common', 'settings']);
  renderApp(<DisplayNameForm user={alice} services={{ client: testClient(api, session), session }} />, { i18n, api, session });
  // Generous waits: start-up on a busy machine.
  await waitFor(() => expect(api.to(ME)).toHaveLength(1), { timeout: 5000 });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loading' })).not.toBeInTheDocument(), { timeout: 5000 });
  return screen.getByRole('textbox', { name: 'Display name' });
}

const refusal = (code: string, message: string) => ({ status: 200, body: { data: { valid: false, code, message } } });

describe('profile display-name form', () => {
  it('asks the server once typing has paused for 400 ms, not on every key', async () => {
    api.script(VALIDATE, refusal('TOO_LONG', 'At most 32 characters, says the server.'));
    const field = await renderForm();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Keys 300 ms apart: each one starts the wait again.
    for (const text of ['Alicex', 'Alicexy', 'Alicexyz']) {
      fireEvent.change(field, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    expect(api.to(VALIDATE)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(DISPLAY_NAME_CHECK_DELAY_MS - 300 - 1));
    expect(api.to(VALIDATE)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    expect(await screen.findByText('At most 32 characters, says the server.')).toBeInTheDocument();
    expect(api.to(VALIDATE).map((request) => request.body)).toEqual([{ display_name: 'Alicexyz' }]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it.each([
    ['TOO_SHORT', 'A display name needs at least 2 characters.'],
    ['INVALID_CHARACTERS', 'Use letters, digits, spaces, dots, underscores and hyphens only.'],
    ['RESERVED', 'This name is reserved.'],
  ])('shows the rule %s with the server’s message', async (code, message) => {
    api.script(VALIDATE, refusal(code, message));
    const field = await renderForm();
    await userEvent.setup().type(field, '!');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Update failed' when the save fails without a message from the server", async () => {
    api.script(VALIDATE, { status: 200, body: { data: { valid: true, display_name: 'Alicia' } } });
    const field = await renderForm();
    api.script(ME, { status: 502, body: '<html>Bad gateway</html>' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Alicia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByRole('alert')).getByText('Update failed')).toBeInTheDocument();
    expect(session.getSnapshot().user?.display_name).toBe('Alice');
  });

  it('shows the server’s message when it refuses the save', async () => {
    api.script(VALIDATE, { status: 200, body: { data: { valid: true, display_name: 'Alicia' } } });
    const field = await renderForm();
    api.script(ME, { status: 400, body: { code: 'DISPLAY_NAME_INVALID', message: 'This name is reserved.' } });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Alicia{Enter}');
    expect(within(await screen.findByRole('alert')).getByText('This name is reserved.')).toBeInTheDocument();
  });

  it('saves, confirms and makes the new name the session’s', async () => {
    api.script(VALIDATE, { status: 200, body: { data: { valid: true, display_name: 'Alicia' } } });
    const field = await renderForm();
    api.script(ME, { status: 200, body: { data: { ...alice, display_name: 'Alicia' } } });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Alicia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByRole('alert')).getByText('Your display name is saved.')).toBeInTheDocument();
    expect(api.to(ME).at(-1)?.body).toEqual({ display_name: 'Alicia' });
    expect(session.getSnapshot().user?.display_name).toBe('Alicia');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
