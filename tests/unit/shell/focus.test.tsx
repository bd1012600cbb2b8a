import { createRef } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import type { ButtonBaseActions } from '@mui/material/ButtonBase';
import { ThemeProvider } from '@mui/material/styles';
import ChannelEditDialog from '@/components/channel/page/channel-edit-dialog';
import { theme } from '@/theme/theme';
import { createTestI18n } from '../support/app-test-kit';
import { renderApp, userNamed } from '../support/render-app';
import type { FakeChannelApi } from '../channel/support/fake-channel-api';
import { fakeApiPerTest } from '../channel/support/fake-api-per-test';
import { signedInDevice } from '../channel/support/signed-in-device';

let api: FakeChannelApi;

fakeApiPerTest((fresh) => (api = fresh));

describe('keyboard focus', { timeout: 20_000 }, () => {
  it('rings a control the moment it takes keyboard focus, without the late focus ripple', async () => {
    // jsdom has no :focus-visible, by which MUI tells keyboard focus: the button is told directly.
    const action = createRef<ButtonBaseActions>();
    render(
      <ThemeProvider theme={theme}>
        <Button action={action}>Cancel</Button>
      </ThemeProvider>,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    act(() => {
      cancel.focus();
      action.current?.focusVisible();
    });
    expect(cancel).toHaveClass('Mui-focusVisible');
    const style = getComputedStyle(cancel);
    expect(style.outline).toBe('2px solid var(--mui-palette-primary-main)');
    expect(style.outlineOffset).toBe('2px');
    expect(cancel.querySelector('.MuiTouchRipple-ripple')).toBeNull();
  });

  it('opens the channel edit dialog on its first field', async () => {
    signedInDevice(api, userNamed('ana'));
    const channel = api.giveChannel('ana', { slug: 'ana', display_name: 'Ana Lima' });
    renderApp(<ChannelEditDialog channel={channel} onClose={vi.fn()} />, { i18n: await createTestI18n('en', ['common', 'profile']), api });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Channel name/ })).toHaveFocus());
  });
});
