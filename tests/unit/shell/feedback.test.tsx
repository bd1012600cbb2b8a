import { act, fireEvent, screen } from '@testing-library/react';
import { useLoadingDialog } from '@/contexts/loading-dialog-context';
import { useSnackbar } from '@/contexts/snackbar-context';
import { createTestI18n, resetBrowserState } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

function Notifier() {
  const { showError, showSuccess } = useSnackbar();
  return (
    <>
      <button type="button" onClick={() => showError('Payment failed')}>
        error
      </button>
      <button type="button" onClick={() => showSuccess('Saved', 5000)}>
        success
      </button>
    </>
  );
}

function Blocker() {
  const { isOpen, showLoading, hideLoading } = useLoadingDialog();
  return (
    <>
      <button type="button" onClick={() => showLoading()}>
        block
      </button>
      <button type="button" onClick={hideLoading}>
        unblock
      </button>
      <output>{isOpen ? 'open' : 'closed'}</output>
    </>
  );
}

describe('snackbar', () => {
  // The snackbar view is lazy; loaded here, its import resolves inside act() below.
  beforeAll(() => import('@/components/ui/app-snackbar'));
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    resetBrowserState();
  });

  it('shows an error and hides it after 3000 ms', async () => {
    renderApp(<Notifier />, { i18n: await createTestI18n() });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'error' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    // The close starts at 3000 ms; the exit transition then runs its own timer.
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a message choose how long it stays', async () => {
    renderApp(<Notifier />, { i18n: await createTestI18n() });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'success' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('loading dialog', () => {
  afterEach(resetBrowserState);

  it('covers the screen while shown and goes away when hidden', async () => {
    renderApp(<Blocker />, { i18n: await createTestI18n() });
    fireEvent.click(screen.getByRole('button', { name: 'block' }));

    const dialog = await screen.findByRole('dialog', { name: 'Loading' });
    expect(dialog).toContainElement(screen.getByRole('progressbar', { name: 'Loading' }));
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('open');

    fireEvent.click(screen.getByRole('button', { name: 'unblock', hidden: true }));
    expect(screen.queryByRole('dialog', { name: 'Loading' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('closed');
  });
});
