import { act, render, screen } from '@testing-library/react';
import type { RemoteConfigDocuments } from '@/services/remote-config/parse';
import { RemoteConfigProvider, useRemoteConfig } from '@/contexts/remote-config-context';
import { useRemoteConfigLoader } from '@/hooks/use-remote-config-loader';

function Probe() {
  const config = useRemoteConfig();
  if (config.isLoading)
    return (
      <p>
        loading, no documents {String(config.remoteConfig)}, flags off {String(!config.flags.rum && !config.flags.productAnalytics)}
      </p>
    );
  const { remoteConfig, thirdPartyConfig } = config;
  return (
    <p>
      loaded rum {String(remoteConfig.data_dog.enabled)} posthog {String(remoteConfig.posthog.is_enabled)} flags {String(config.flags.rum)}{' '}
      {String(config.flags.productAnalytics)} countries {Object.keys(thirdPartyConfig.data_dog.countries).join(',')}
    </p>
  );
}

function Loader({ load }: { load: Parameters<typeof useRemoteConfigLoader>[0] }) {
  useRemoteConfigLoader(load);
  return null;
}

const fetched: RemoteConfigDocuments = {
  webConfig: {
    data_dog: { enabled: true, default: { rum: 10, trace: 5 }, rum_options: {} },
    posthog: { is_enabled: false, config: {} },
  },
  thirdPartyConfig: {
    data_dog: {
      whitelist_users: { user_ids: [], features: { rum_enabled: true, traces_enabled: true }, sampling_rates: { rum: 100, trace: 100 } },
      whitelist_devices: {
        device_ids: [],
        features: { rum_enabled: true, traces_enabled: true },
        sampling_rates: { rum: 100, trace: 100 },
      },
      paid_users: { user_ids: [], features: { rum_enabled: true, traces_enabled: true }, sampling_rates: { rum: 50, trace: 10 } },
      countries: { ID: { features: { rum_enabled: true, traces_enabled: false }, sampling_rates: { rum: 20, trace: 0 } } },
    },
  },
};

describe('remote configuration context', () => {
  it('renders first without documents, then with the fetched ones, and cancels a load still pending on unmount', async () => {
    let deliver: (documents: RemoteConfigDocuments) => void = () => {};
    const cancel = vi.fn();
    const load = vi.fn((done: (documents: RemoteConfigDocuments) => void) => {
      deliver = done;
      return cancel;
    });
    const { unmount } = render(
      <RemoteConfigProvider>
        <Loader load={load} />
        <Probe />
      </RemoteConfigProvider>,
    );

    expect(screen.getByText('loading, no documents null, flags off true')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => deliver(fetched));
    expect(await screen.findByText('loaded rum true posthog false flags true false countries ID')).toBeInTheDocument();
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('is an error outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useRemoteConfig must be used inside RemoteConfigProvider');
    vi.mocked(console.error).mockRestore();
  });
});
