import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import type { ThirdPartyConfig, WebConfig } from '@/contracts/remote-config';
import { DEFAULT_THIRD_PARTY_CONFIG, DEFAULT_WEB_CONFIG } from '@/contracts/remote-config-defaults';
import type { RemoteConfigDocuments } from '@/services/remote-config/load';
import type { CustomSignals } from '@/services/remote-config/custom-signals';
import { afterInteractive } from '@/services/scheduling/after-interactive';

export interface RemoteConfigState {
  /** True until both documents were fetched (or the fetch gave up and the defaults stand). */
  isLoading: boolean;
  remoteConfig: WebConfig;
  thirdPartyConfig: ThirdPartyConfig;
}

const RemoteConfigContext = createContext<RemoteConfigState | undefined>(undefined);

// The adapters, the schemas and Firebase arrive after the page is interactive, not with it.
const loadDocuments = (signals: CustomSignals) => import('@/services/remote-config/load').then((module) => module.loadRemoteConfig(signals));

function signalsOfThisBrowser(): CustomSignals {
  return { platform: 'web', language: navigator.language || null };
}

/**
 * Remote configuration (spec §3): the first render uses the built-in defaults (everything off),
 * and the fetched documents replace them once the page is idle.
 */
export function RemoteConfigProvider({ children, load = loadDocuments }: { children: ReactNode; load?: (signals: CustomSignals) => Promise<RemoteConfigDocuments> }) {
  const [state, setState] = useState<RemoteConfigState>({
    isLoading: true,
    remoteConfig: DEFAULT_WEB_CONFIG,
    thirdPartyConfig: DEFAULT_THIRD_PARTY_CONFIG,
  });

  useEffect(() => {
    let active = true;
    const cancel = afterInteractive(() => {
      void load(signalsOfThisBrowser()).then(({ webConfig, thirdPartyConfig }) => {
        if (active) setState({ isLoading: false, remoteConfig: webConfig, thirdPartyConfig });
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [load]);

  // The state object changes only with a new load, so it is the memoised value itself.
  return <RemoteConfigContext.Provider value={state}>{children}</RemoteConfigContext.Provider>;
}

export function useRemoteConfig(): RemoteConfigState {
  const context = useContext(RemoteConfigContext);
  if (!context) throw new Error('useRemoteConfig must be used inside RemoteConfigProvider');
  return context;
}
