import { screen } from '@testing-library/react';
import { useRemoteConfig } from '@/contexts/remote-config-context';
import { DEFAULT_THIRD_PARTY_CONFIG } from '@/contracts/remote-config-defaults';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, resetBrowserState, stubMatchMedia } from '../support/app-test-kit';
import { renderApp } from '../support/render-app';

// The real loader (tests/unit/setup.ts stubs it for every other file): this test waits for it.
vi.mock('@/services/remote-config/when-idle', async (original) => await original());

// Offline the documents come from the sandbox; fetch is the network edge this test answers.
vi.mock('@/services/config/public-config', async (original) => {
  const { publicConfig } = await original<typeof import('@/services/config/public-config')>();
  return { publicConfig: { ...publicConfig, sandboxOrigin: 'http://api.test/sandbox' } };
});

const WEB_CONFIG = {
  data_dog: { enabled: false, default: { rum: 0, trace: 0 }, rum_options: {} },
  // Switched on without PostHog options: nothing starts, but the flag reads as on.
  posthog: { is_enabled: true, config: null },
};

/** Any component of a page: it reads the flags from the app's provider tree. */
function FlagProbe() {
  const { isLoading, flags } = useRemoteConfig();
  return (
    <p>
      {isLoading ? 'loading' : 'loaded'}: rum {String(flags.rum)}, analytics {String(flags.productAnalytics)}
    </p>
  );
}

let i18n: I18n;
beforeEach(async () => {
  stubMatchMedia(false);
  i18n = await createTestI18n('en', ['common']);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        entries: { WEB_CONFIG: JSON.stringify(WEB_CONFIG), THIRD_PARTY_CONFIG: JSON.stringify(DEFAULT_THIRD_PARTY_CONFIG) },
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('remote config in the provider tree', () => {
  it('lets a page read the feature flags: all off at first, then those of the fetched web config', async () => {
    renderApp(<FlagProbe />, { i18n });

    expect(screen.getByText('loading: rum false, analytics false')).toBeInTheDocument();
    expect(await screen.findByText('loaded: rum false, analytics true', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('http://api.test/sandbox/remote-config', { cache: 'no-store' });
  });
});
