import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import type { ThirdPartyConfig, WebConfig } from '@/contracts/remote-config';
import type { RemoteConfigDocuments } from '@/services/remote-config/load';
import type { CustomSignals } from '@/services/remote-config/custom-signals';
import { afterInteractive } from '@/services/scheduling/after-interactive';

/**
 * Remote configuration (spec §3). While loading there is no document yet; once loaded both are
 * there, the built-in defaults (everything off) standing in for any that could not be fetched.
 */
export type RemoteConfigState =
  | { isLoading: true; remoteConfig: null; thirdPartyConfig: null }
  | { isLoading: false; remoteConfig: WebConfig; thirdPartyConfig: ThirdPartyConfig };

const LOADING: RemoteConfigState = { isLoading: true, remoteConfig: null, thirdPartyConfig: null };
const RemoteConfigContext = createContext<RemoteConfigState | undefined>(undefined);

// The adapters, the schemas and Firebase arrive after the page is interactive, not with it.
const loadDocuments = (signals: CustomSignals) => import('@/services/remote-config/load').then((module) => module.loadRemoteConfig(signals));

/** Fetched once the page has loaded and is idle, so it never delays the first render. */
export function RemoteConfigProvider({ children, load = loadDocuments }: { children: ReactNode; load?: (signals: CustomSignals) => Promise<RemoteConfigDocuments> }) {
  const [state, setState] = useState<RemoteConfigState>(LOADING);

  useEffect(() => {
    let active = true;
    const cancel = afterInteractive(() => {
      void load({ platform: 'web', language: navigator.language || null }).then(({ webConfig, thirdPartyConfig }) => {
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
