import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddToHomeScreenPage from '@/pages/add-to-home-screen';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

// A file of its own: the page's store lives as long as the module, and listens to this window
// from the moment the page's module loads, so no other test's event may reach it first.
describe('the add-to-home-screen page and the browser’s prompt', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(resetBrowserState);

  it('shows the install button only once the browser offers its prompt, and says when Starlit is installed', async () => {
    renderApp(<AddToHomeScreenPage />, { i18n: await createTestI18n('en', ['common', 'info', 'install']) });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Starlit to your home screen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Install Starlit' })).not.toBeInTheDocument();
    expect(screen.getByText(/If your browser offers to install Starlit/)).toBeVisible();

    const event = new Event('beforeinstallprompt', { cancelable: true });
    const prompt = vi.fn(async () => undefined);
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) });
    act(() => void window.dispatchEvent(event));

    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install Starlit' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByText('Starlit is installed')).toBeVisible());
  });
});
