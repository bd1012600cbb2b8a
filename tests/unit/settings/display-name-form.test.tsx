import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisplayNameForm } from '@/components/settings/display-name-form';
import { DISPLAY_NAME_CHECK_DELAY_MS } from '@/components/settings/use-display-name-check';
import type { SessionStore } from '@/services/auth/session-store';
import type { Language } from '@/services/i18n/languages';
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
async function renderForm(language: Language = 'en') {
  const i18n = await createTestI18n(language, ['common', 'settings']);
  renderApp(<DisplayNameForm user={alice} services={{ client: testClient(api, session), session }} />, { i18n, api, session });
  // Generous waits: start-up on a busy machine.
  await waitFor(() => expect(api.to(ME)).toHaveLength(1), { timeout: 5000 });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Loading' })).not.toBeInTheDocument(), { timeout: 5000 });
  return screen.getByRole('textbox', { name: language === 'th' ? 'ชื่อที่แสดง' : 'Display name' });
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

    // The rule's code in the page's language, not the API's English message.
    expect(await screen.findByText('A display name has at most 32 characters.')).toBeInTheDocument();
    expect(api.to(VALIDATE).map((request) => request.body)).toEqual([{ display_name: 'Alicexyz' }]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it.each([
    ['TOO_SHORT', 'ชื่อที่แสดงต้องมีอย่างน้อย 2 ตัวอักษร'],
    ['INVALID_CHARACTERS', 'ใช้ได้เฉพาะตัวอักษร ตัวเลข ช่องว่าง จุด ขีดล่าง และขีดกลาง'],
    ['RESERVED', 'ชื่อนี้ถูกสงวนไว้'],
  ])('shows the rule %s in the page’s language', async (code, message) => {
    api.script(VALIDATE, refusal(code, 'The API says this in English.'));
    const field = await renderForm('th');
    await userEvent.setup().type(field, '!');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('The API says this in English.')).not.toBeInTheDocument();
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

  it('shows the server’s message when it refuses the save without naming a rule', async () => {
    api.script(VALIDATE, { status: 200, body: { data: { valid: true, display_name: 'Alicia' } } });
    const field = await renderForm();
    api.script(ME, { status: 400, body: { code: 'DISPLAY_NAME_INVALID', message: 'This name is reserved.' } });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Alicia{Enter}');
    expect(within(await screen.findByRole('alert')).getByText('This name is reserved.')).toBeInTheDocument();
  });

  it('shows the rule a refused save broke in the page’s language', async () => {
    api.script(VALIDATE, { status: 200, body: { data: { valid: true, display_name: 'Alicia' } } });
    const field = await renderForm('th');
    const details = [{ path: 'body.display_name', code: 'RESERVED', message: 'This name is reserved.' }];
    api.script(ME, { status: 400, body: { code: 'DISPLAY_NAME_INVALID', message: 'This name is reserved.', details } });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Alicia{Enter}');
    expect(within(await screen.findByRole('alert')).getByText('ชื่อนี้ถูกสงวนไว้')).toBeInTheDocument();
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
