import { type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import type { ThirdPartyConfig, WebConfig } from '@/contracts/remote-config';
import type { RemoteConfigDocuments } from '@/services/remote-config/parse';

/**
 * Remote configuration (spec §3). While loading there is no document yet; once loaded both are
 * there, the built-in defaults (everything off) standing in for any that could not be fetched.
 */
export type RemoteConfigState =
  | { isLoading: true; remoteConfig: null; thirdPartyConfig: null }
  | { isLoading: false; remoteConfig: WebConfig; thirdPartyConfig: ThirdPartyConfig };

const LOADING: RemoteConfigState = { isLoading: true, remoteConfig: null, thirdPartyConfig: null };
const RemoteConfigContext = createContext<RemoteConfigState | undefined>(undefined);

/** Resolves once the page is interactive and the documents were fetched; returns a cancel function. */
type Loader = (done: (documents: RemoteConfigDocuments) => void) => () => void;

// The scheduler, the adapters, the schemas and Firebase all arrive after hydration, not with the page.
const loadWhenIdle: Loader = (done) => {
  let cancel: (() => void) | null = null;
  let cancelled = false;
  void import('@/services/remote-config/when-idle').then(({ loadRemoteConfigWhenIdle }) => {
    if (!cancelled) cancel = loadRemoteConfigWhenIdle(done);
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
};

/** Fetched once the page has loaded and is idle, so it never delays the first render. */
export function RemoteConfigProvider({ children, load = loadWhenIdle }: { children: ReactNode; load?: Loader }) {
  const [state, setState] = useState<RemoteConfigState>(LOADING);

  useEffect(
    () => load(({ webConfig, thirdPartyConfig }) => setState({ isLoading: false, remoteConfig: webConfig, thirdPartyConfig })),
    [load],
  );

  // The state object changes only with a new load, so it is the memoised value itself.
  return <RemoteConfigContext.Provider value={state}>{children}</RemoteConfigContext.Provider>;
}

export function useRemoteConfig(): RemoteConfigState {
  const context = useContext(RemoteConfigContext);
  if (!context) throw new Error('useRemoteConfig must be used inside RemoteConfigProvider');
  return context;
}
