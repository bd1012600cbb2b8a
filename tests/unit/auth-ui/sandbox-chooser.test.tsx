import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SandboxAccountChooser from '@/components/auth/sandbox-account-chooser';
import { rememberSandboxAccount } from '@/services/auth/sandbox-accounts';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

async function renderChooser(provider: 'google' | 'twitter' = 'google') {
  const onClose = vi.fn();
  const i18n = await createTestI18n('en', ['common', 'auth']);
  renderApp(<SandboxAccountChooser provider={provider} onClose={onClose} />, { i18n });
  const dialog = await screen.findByRole('dialog', { name: `Sign in with ${provider === 'google' ? 'Google' : 'Twitter'} (sandbox)` });
  return { onClose, dialog };
}

beforeEach(() => stubMatchMedia(false));
afterEach(() => resetBrowserState());

describe('sandbox account chooser', () => {
  it('offers test accounts, the ones used before first, and picks one with a click', async () => {
    rememberSandboxAccount({ email: 'zoe@example.com', name: 'Zoe Used-Before' });
    const { onClose, dialog } = await renderChooser();
    const accounts = within(within(dialog).getByRole('list', { name: 'Test accounts' })).getAllByRole('button');
    expect(accounts.map((account) => account.textContent)).toEqual([
      'ZZoe Used-Beforezoe@example.com',
      'AAda Sandboxada.sandbox@example.com',
      'BBen Sandboxben.sandbox@example.com',
    ]);
    // It opens on the first account.
    expect(accounts[0]).toHaveFocus();
    await userEvent.click(accounts[1] as HTMLElement);
    expect(onClose).toHaveBeenCalledWith({ email: 'ada.sandbox@example.com', name: 'Ada Sandbox' });
  });

  it('adds a new account from an email and a name, checking both', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = await renderChooser('twitter');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with this account' }));
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a display name.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Email'), '  new.person@example.com ');
    await user.type(within(dialog).getByLabelText('Display name'), 'New Person');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with this account' }));
    expect(onClose).toHaveBeenCalledWith({ email: 'new.person@example.com', name: 'New Person' });
  });

  it('auto-generates a person on request', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = await renderChooser();
    await user.click(within(dialog).getByRole('button', { name: 'Auto-generate' }));
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toMatch(/^[a-z]+\.\d{4}@example\.com$/);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in with this account' }));
    expect(onClose).toHaveBeenCalledWith({ email: expect.stringContaining('@example.com'), name: expect.any(String) });
  });

  it('cancel answers null', async () => {
    const { onClose, dialog } = await renderChooser();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });
});
